table 50101 "Shop Line"
{
    fields
    {
        field(1; "Item No."; Code[20])
        {
            TableRelation = "Shop Item"."No." where(Kind = const(Standard));
        }
        field(2; Quantity; Decimal) { }
        field(3; Kind; Enum "Shop Kind") { }
        field(4; PRICE; Decimal) { }
    }
    keys
    {
        key(PK; "Item No.") { }
    }
}

codeunit 50137 "Item Prices"
{
    procedure Total(Category: Code[20]) Result: Decimal
    var
        Item: Record "Test Item";
    begin
        Item.SetRange("Item Category", Category);
        Item.SetLoadFields("Unit Price");
        if Item.FindSet() then
            repeat
                Result += Item."Unit Price";
            until Item.Next() = 0;
    end;
}

table 50136 "Test Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; "Unit Price"; Decimal) { }
        field(4; "Item Category"; Code[20]) { }
        field(5; Picture; Blob) { }
        field(6; Inventory; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Test Item"."Unit Price");
        }
    }

    keys
    {
        key(PK; "No.") { }
        key(Category; "Item Category") { }
    }
}

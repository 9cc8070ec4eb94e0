codeunit 50137 "Item Prices"
{
    procedure Exists(ItemNo: Code[20]): Boolean
    var
        Item: Record "Test Item";
    begin
        Item.SetLoadFields("No.");
        exit(Item.Get(ItemNo));
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

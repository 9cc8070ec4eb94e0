codeunit 50137 "Item Prices"
{
    procedure PriceText(Category: Code[20]): Text
    var
        Item: Record "Test Item";
    begin
        Item.SetCurrentKey("Item Category");
        Item.SetRange("Item Category", Category);
        Item.SetLoadFields(Description, "Unit Price");
        if not Item.FindFirst() then
            exit('');
        Item.CalcFields(Inventory);
        Item.TestField(Description);
        exit(Format(Item."Unit Price") + ' ' + Format(Item.Inventory));
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

table 50070 "Stock Item"
{
    fields
    {
        field(1; "Item No."; Code[20]) { }
        field(2; Picture; Blob) { }
        field(3; Inventory; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Stock Entry".Quantity where("Item No." = field("Item No.")));
        }
        field(4; "Date Filter"; Date)
        {
            FieldClass = FlowFilter;
        }
        field(5; "Unit Cost"; Decimal) { }
    }

    procedure LoadAll()
    begin
        Rec.SetAutoCalcFields(Inventory, [="Unit Cost"=]);
        SetAutoCalcFields([="Item No."=]);
    end;
}

table 50071 "Stock Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Item No."; Code[20]) { }
        field(3; Quantity; Decimal) { }
    }
}

codeunit 50070 "Stock Reader"
{
    procedure Read()
    var
        Item: Record "Stock Item";
    begin
        Item.SetAutoCalcFields([=Item."Date Filter"=], Item.Picture, [=Item."Item No."=]);
        if Item.FindSet() then;
    end;
}

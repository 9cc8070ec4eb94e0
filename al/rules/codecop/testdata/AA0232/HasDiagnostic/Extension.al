table 50110 "Item Base"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

table 50111 "Stock Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Item No."; Code[20]) { }
        field(3; Quantity; Decimal) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
        key(ByItem; "Item No.") { }
    }
}

tableextension 50112 "Item Stock" extends "Item Base"
{
    fields
    {
        field(50100; [="Stock Qty."=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Stock Entry".Quantity where("Item No." = field("No.")));
            Editable = false;
        }
        // A normal field with a CalcFormula-like name is not a FlowField.
        field(50101; "Stock Value"; Decimal) { }
    }
}

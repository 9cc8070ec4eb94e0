table 50110 "PC0001 Fix Add"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal)
        {
            Caption = 'Amount';
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Amount where("No." = field("No."))); // total
            Editable = false;
        }
    }
}

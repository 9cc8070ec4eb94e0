table 50111 "PC0001 Fix Replace"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Amount);
            Editable = false;
            Caption = 'Amount';
        }
    }
}

table 50107 "PC0001 Old Field"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [|Amount|]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Amount);
            ObsoleteState = Pending;
            ObsoleteReason = 'Replaced.';
        }
    }
}

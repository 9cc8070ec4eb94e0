table 50108 "PC0001 Old Table"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone.';

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [|Amount|]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Amount);
        }
    }
}

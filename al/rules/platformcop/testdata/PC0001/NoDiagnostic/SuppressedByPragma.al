table 50114 "PC0001 Pragma"
{
    fields
    {
        field(1; "No."; Code[20]) { }
#pragma warning disable PC0001 // edited through OnValidate on purpose
        field(2; [|Amount|]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Amount);
        }
#pragma warning restore PC0001
    }
}

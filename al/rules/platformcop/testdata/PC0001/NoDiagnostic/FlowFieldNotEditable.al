table 50104 "PC0001 Vendor Stats"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [|Balance|]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Amount where("Vendor No." = field("No.")));
            Editable = False;
        }
    }
}

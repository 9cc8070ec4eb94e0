table 50105 "PC0001 Budget"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [|Budgeted|]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Amount where("Budget No." = field("No.")));
            Editable = true; // validated into the entries by OnValidate
        }
    }
}

table 50113 "PC0001 Fix All"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [=Amount=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Amount);
        }
        field(3; [=Quantity=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Quantity);
            Editable = true;
        }
        field(4; [="Entry Count"=]; Integer) { FieldClass = FlowField; CalcFormula = count("PC0001 Entry"); }
    }
}

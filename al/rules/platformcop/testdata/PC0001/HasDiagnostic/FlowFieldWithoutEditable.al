table 50100 "PC0001 Customer Stats"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [="Sales Amount"=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("PC0001 Entry".Amount where("Customer No." = field("No.")));
        }
    }
}

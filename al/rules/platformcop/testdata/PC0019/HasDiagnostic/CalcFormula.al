table 50186 "PC0019 Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Has Name"; Boolean)
        {
            FieldClass = FlowField;
            CalcFormula = exist(Customer where(Name = filter([='<>'''=])));
        }
    }
}

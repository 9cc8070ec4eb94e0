table 50190 "PC0019 Fix Crlf"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Has Name"; Boolean)
        {
            FieldClass = FlowField;
            CalcFormula = exist(Customer where(Name = filter('<>''''')));
        }
    }
}

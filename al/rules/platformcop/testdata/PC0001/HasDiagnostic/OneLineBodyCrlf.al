table 50103 PC0001Crlf
{
    fields
    {
        field(1; Id; Integer) { }
        field(2; [=Total=]; Decimal) { FieldClass = FlowField; CalcFormula = sum(PC0001Crlf.Id); }
    }
}

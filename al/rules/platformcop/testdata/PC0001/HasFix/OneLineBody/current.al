table 50112 PC0001FixOneLine
{
    fields
    {
        field(1; Id; Integer) { }
        field(2; [=Total=]; Decimal) { FieldClass = FlowField; CalcFormula = sum(PC0001FixOneLine.Id); }
    }
}

table 50476 "AA0474 Formatted"
{
    fields
    {
        field(1; Amount; Decimal)
        {
            AutoFormatType = 1;
            AutoFormatExpression = "Currency Code";
        }
        field(2; "Unit Cost"; Decimal)
        {
            AutoFormatType = 2;
        }
        field(3; Quantity; Decimal)
        {
            AutoFormatType = 0;
        }
        field(4; "Currency Code"; Code[10]) { }
    }
}

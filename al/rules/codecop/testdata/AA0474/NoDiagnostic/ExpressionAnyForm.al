table 50342 "Amount Expressions"
{
    fields
    {
        field(1; "Currency Code"; Code[10]) { }
        field(2; Amount; Decimal)
        {
            AutoFormatType = 1;
            AutoFormatExpression = "Currency Code";
        }
        field(3; "Amount (LCY)"; Decimal)
        {
            AutoFormatType = 1;
            AutoFormatExpression = '';
        }
    }
}

table 50474 "AA0473 Formatted"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Amount; Decimal)
        {
            AutoFormatType = 1;
            AutoFormatExpression = "Currency Code";
        }
        field(3; Quantity; Decimal)
        {
            AutoFormatType = 0;
        }
        field(4; "Old Amount"; Decimal)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
            ObsoleteTag = '27.0';
        }
        field(5; "Currency Code"; Code[10]) { }
    }
}

tableextension 50474 "AA0473 Modify" extends Customer
{
    fields
    {
        modify("Credit Limit (LCY)")
        {
            Caption = 'Credit Limit';
        }
    }
}

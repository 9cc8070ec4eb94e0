table 50338 "Non Decimal Fields"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Quantity; BigInteger) { }
        field(3; Description; Text[100]) { Caption = 'Decimal'; }
        field(4; Old; Decimal)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}

tableextension 50339 "Modify Decimal" extends Customer
{
    fields
    {
        modify("Credit Limit (LCY)")
        {
            Caption = 'Credit Limit';
        }
    }
}

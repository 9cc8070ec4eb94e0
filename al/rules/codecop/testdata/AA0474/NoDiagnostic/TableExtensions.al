// Table extension fields are not checked: BCApps builds such fields without an
// AutoFormatExpression with AA0474 at Error.
tableextension 50476 "AA0474 Ext" extends Customer
{
    fields
    {
        field(50100; "Extra Amount"; Decimal)
        {
            AutoFormatType = 1;
        }
        modify("Credit Limit (LCY)")
        {
            AutoFormatType = 1;
        }
    }
}

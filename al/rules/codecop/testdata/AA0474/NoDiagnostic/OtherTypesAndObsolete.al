table 50341 "Amount Types"
{
    fields
    {
        field(1; "Unit Price"; Decimal) { AutoFormatType = 2; }
        field(2; Quantity; Decimal) { AutoFormatType = 0; }
        field(3; Old; Decimal)
        {
            AutoFormatType = 1;
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}

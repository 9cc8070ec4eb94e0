// Amount formatting applies to decimals: a field of another type with
// AutoFormatType = 1 needs no currency.
table 50477 "AA0474 Not Decimal"
{
    fields
    {
        field(1; Code; Code[20]) { }
        field(21; "Skip Posting"; Boolean)
        {
            AutoFormatType = 1;
        }
        field(22; Lines; Integer)
        {
            AutoFormatType = 1;
        }
    }
}

table 50475 "AA0474 Amounts"
{
    fields
    {
        field(1; [=Amount=]; Decimal)
        {
            AutoFormatType = 1;
        }
    }
}

tableextension 50475 "AA0474 Ext" extends Customer
{
    fields
    {
        modify([="Credit Limit (LCY)"=])
        {
            AutoFormatType = 1;
        }
    }
}

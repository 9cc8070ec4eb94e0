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

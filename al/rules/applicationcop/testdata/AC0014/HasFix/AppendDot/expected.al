table 50126 "AC0014 Fix"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = 'Specifies the customer''s number.';
        }
    }
}

table 50127 "AC0014 Fix Blank"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = 'Specifies the number. ';
        }
    }
}

table 50255 "Blank Tips"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = ' '; }
        field(2; Old; Integer)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
            ToolTip = '';
        }
    }
}

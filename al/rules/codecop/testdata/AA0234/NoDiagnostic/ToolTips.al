table 50234 "AA0234 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = 'Specifies the number.';
        }
        field(2; Old; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Not used.';
        }
    }
}

table 50235 "AA0234 Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50254 "Old Tips"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'The number.'; }
    }
}

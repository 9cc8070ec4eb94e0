table 50240 "Obsolete Elements"
{
    ObsoleteState = PendingMove;
    ObsoleteReason = 'Moving to the new app.';
    MovedTo = '11111111-2222-3333-4444-555555555555';

    fields
    {
        field(1; "No."; Code[20])
        {
            ObsoleteState = No;
        }
        field(2; Old; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Not used.';
            ObsoleteTag = '25.0';
        }
    }

    keys
    {
        key(PK; "No.") { Clustered = true; }
        key(Old; Old)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'The field goes.';
        }
    }
}

table 50213 "AA0213 Table"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced by table AA0213 New.';
    ObsoleteTag = '26.0';

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Old; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Use New instead.';
        }
        field(3; Moving; Integer)
        {
            ObsoleteState = PendingMove;
            ObsoleteReason = 'Moves to the Sales app.';
            MovedTo = '5a8a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
        }
        field(4; Current; Integer)
        {
            ObsoleteState = No;
        }
    }
}

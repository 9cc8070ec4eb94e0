table 50213 "AA0213 Table"
{
    [=ObsoleteState = Pending;=]
    ObsoleteTag = '26.0';

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Old; Integer)
        {
            [=ObsoleteReason = 'Use New instead.';=]
        }
        field(3; Gone; Integer)
        {
            [=ObsoleteState = Removed;=]
            ObsoleteReason = ' ';
        }
        field(4; Undecided; Integer)
        {
            ObsoleteState = No;
            [=ObsoleteReason = 'Not yet.';=]
        }
    }
}

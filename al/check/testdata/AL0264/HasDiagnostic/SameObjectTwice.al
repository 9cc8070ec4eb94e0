// The same object declared twice in one file: only the second is the
// duplicate.
table 50130 "Queue Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table [=50130=] "Queue Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

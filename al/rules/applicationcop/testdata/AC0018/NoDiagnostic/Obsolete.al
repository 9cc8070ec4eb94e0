table 50167 "AC0018 Old Fields"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Old; Text[100])
        {
            [|Caption|] = '';
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}

page 50168 "AC0018 Old Page"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone.';
    [|Caption|] = '';
}

table 50269 "AC0002 Old"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    fields
    {
        field(1; [|"Code"|]; Code[20]) { }
    }
    keys { key(PK; "Code") { } }
}

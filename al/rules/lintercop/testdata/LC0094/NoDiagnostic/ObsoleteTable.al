table 50135 "LC0094 Old Table"
{
    AllowInCustomizations = Never;
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    fields
    {
        field(1; "Entry No."; Integer) { [|AllowInCustomizations = Never;|] }
    }
}

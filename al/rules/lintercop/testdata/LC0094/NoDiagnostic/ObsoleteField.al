table 50134 "LC0094 Old"
{
    AllowInCustomizations = Never;

    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Payload; Blob)
        {
            [|AllowInCustomizations = Never;|]
            ObsoleteState = Removed;
            ObsoleteReason = 'Payloads are not stored any more.';
        }
    }
}

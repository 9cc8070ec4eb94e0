table 50136 "LC0094 Fix"
{
    AllowInCustomizations = Never;

    fields
    {
        field(1; "Entry No."; Integer)
        {
            [=AllowInCustomizations = Never;=] // same as the table
            Caption = 'Entry No.';
        }
    }
}

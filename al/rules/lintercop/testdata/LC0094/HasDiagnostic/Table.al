table 50130 "LC0094 Log"
{
    AllowInCustomizations = Never;

    fields
    {
        field(1; "Entry No."; Integer)
        {
            [=AllowInCustomizations = Never;=]
        }
        field(2; Message; Text[250])
        {
            [=allowincustomizations = NEVER;=]
        }
    }
}

table 50132 "LC0094 Notes"
{
    AllowInCustomizations = Never;

    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Note; Text[250])
        {
            [|AllowInCustomizations = AsReadWrite;|]
        }
    }
}

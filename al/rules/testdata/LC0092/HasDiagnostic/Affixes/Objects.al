codeunit 50327 [|"ABC sales"|]
{
}

table 50327 [|"purchase XYZ"|]
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

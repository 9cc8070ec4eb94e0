codeunit 50327 [="abc sales"=]
{
}

table 50327 [="purchase XYZ"=]
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

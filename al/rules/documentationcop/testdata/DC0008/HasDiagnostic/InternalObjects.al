codeunit 50222 [="DC0008 Helper"=]
{
    Access = Internal;
}

// Not documentation.
table 50222 [="DC0008 Buffer"=]
{
    Access = Internal;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

codeunit 50217 [="DC0007 Sales API"=]
{
}

// A line comment is no documentation.
table 50217 [="DC0007 Buffer"=]
{
    Access = Public;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

///
enum 50217 [="DC0007 Blank Doc"=]
{
    value(0; " ") { }
}

page 50217 [="DC0007 Card"=]
{
}

interface [="DC0007 IPrinter"=]
{
}

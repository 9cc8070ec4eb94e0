// Names are unique per object type: a table and its card page, list
// page, codeunit and enum may share one name.
table 50100 Customer2
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 50100 Customer2
{
    SourceTable = Customer2;
}

codeunit 50100 Customer2
{
}

enum 50100 Customer2
{
    value(0; None) { }
}

// Ids are unique per object type only: a table, a page, a codeunit, an
// enum and a table extension may all be 50100.
table 50100 "Id Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 50100 "Id Page"
{
    SourceTable = "Id Table";
}

codeunit 50100 "Id Codeunit"
{
}

enum 50100 "Id Enum"
{
    value(0; None) { }
}

tableextension 50100 "Id Table Ext" extends "Id Table"
{
}

interface "No Id"
{
}

namespace My.Other;

// The project declares a table of the name another app uses too: alfix does
// not guess which one the entry means.
table 50110 "Dep Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

permissionsetextension 50110 "My Ext" extends "Dep Set"
{
    Permissions = tabledata "Dep Table" = R;
}

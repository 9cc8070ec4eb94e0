namespace My.App;

using Dep.Sales;

table 50100 "My Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

permissionsetextension 50100 "My Ext" extends "Dep Set"
{
    Permissions =
        [=tabledata "Dep Table" = RIMD=],
        tabledata "My Table" = RIMD,
        [=codeunit "Dep Codeunit" = X=],
        [=TableData "DEP TABLE" = r=],
        [=tabledata Dep.Sales."Dep Table" = m=],
        [=tabledata "All Profile" = M=],
        [=tabledata 2000000120 = R=],
        // a comment between entries
        [=tabledata 70000 = R=];
}

table 50100 "My Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

permissionset 50100 "Grants Dep"
{
    Assignable = false;
    Permissions = tabledata "My Table" = R,
                  tabledata "Dep Table" = R;
}

permissionset 50101 "Grants System"
{
    Assignable = false;
    Permissions = tabledata "Scheduled Task" = R;
}

permissionset 50102 "Grants Own"
{
    Assignable = false;
    Permissions = tabledata "My Table" = RIMD;
}

permissionsetextension 50100 "My Ext" extends "Dep Set"
{
    IncludedPermissionSets = [="Grants Dep"=], "Grants Own", [="grants system"=];
}

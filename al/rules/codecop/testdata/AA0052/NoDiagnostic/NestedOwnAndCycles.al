codeunit 50120 "My Codeunit"
{
}

permissionset 50120 "Loop A"
{
    Assignable = false;
    IncludedPermissionSets = "Loop B", "Dep Set";
    Permissions = codeunit "My Codeunit" = X;
}

// A cycle of the project's sets ends; another app's set ("Dep Set") is
// not looked into.
permissionset 50121 "Loop B"
{
    Assignable = false;
    IncludedPermissionSets = "Loop A";
}

permissionsetextension 50120 "My Ext" extends "Dep Set"
{
    IncludedPermissionSets = "Loop A";
}

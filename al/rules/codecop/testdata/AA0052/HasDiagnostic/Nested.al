permissionset 50110 "Outer"
{
    Assignable = true;
    IncludedPermissionSets = "Middle";
}

permissionset 50111 "Middle"
{
    Assignable = false;
    IncludedPermissionSets = "Inner", "Outer";
}

permissionset 50112 "Inner"
{
    Assignable = false;
    Permissions = codeunit "Dep Codeunit" = X;
}

permissionsetextension 50110 "My Ext" extends "Dep Set"
{
    IncludedPermissionSets = [="Outer"=];
}

permissionset 50100 "My Set"
{
    Assignable = false;
    Permissions = tabledata "Dep Table" = R;
}

// A permission set may include any set.
permissionset 50101 "My Set 2"
{
    Assignable = true;
    IncludedPermissionSets = "Dep Set", DepSetB;
}

permissionsetextension 50100 "My Ext" extends "Dep Set"
{
    IncludedPermissionSets = "My Set", "My Set 2", "Unknown Set";
}

permissionsetextension 50101 "My Ext 2" extends "Dep Set"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'x';
    IncludedPermissionSets = "Dep Set";
}

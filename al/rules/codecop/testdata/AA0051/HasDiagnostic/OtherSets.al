permissionset 50100 "My Set"
{
    Assignable = false;
}

permissionsetextension 50100 "My Ext" extends "Dep Set"
{
    IncludedPermissionSets = [="Dep Set"=], "My Set", [=depsetb=];
}

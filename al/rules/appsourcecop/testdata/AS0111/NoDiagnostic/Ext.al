using Contoso.Base;

// Own and unknown sets; a permission set (not an extension) may include
// any set.
permissionsetextension 50100 "My Basic" extends "D365 BASIC"
{
    IncludedPermissionSets = "My Set", "Nowhere Set";
}

permissionset 50101 "My Set"
{
    IncludedPermissionSets = "D365 READ";
    Permissions = tabledata "My Setup" = RIMD;
}

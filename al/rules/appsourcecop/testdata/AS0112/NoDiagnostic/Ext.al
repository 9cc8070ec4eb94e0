using Contoso.Base;

// Own sets granting own objects (a cycle among them ends); a dependency's
// set named directly is PTE0017's; a permission set (not an extension)
// may include anything.
permissionsetextension 50100 "My Basic" extends "D365 BASIC"
{
    IncludedPermissionSets = "My Clean", "D365 READ", "Nowhere";
}

permissionset 50102 "My Clean"
{
    IncludedPermissionSets = "My Loop";
    Permissions = tabledata "My Setup" = RIMD, codeunit * = X;
}

permissionset 50103 "My Loop"
{
    IncludedPermissionSets = "My Clean";
}

permissionset 50105 "My Wide"
{
    IncludedPermissionSets = "My Direct";
}

permissionset 50106 "My Direct"
{
    Permissions = tabledata Customer = R;
}

table 50104 "My Setup"
{
    fields { field(1; "Primary Key"; Code[10]) { } }
}

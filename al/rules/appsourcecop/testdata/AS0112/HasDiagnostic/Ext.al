using Contoso.Base;

permissionsetextension 50100 "My Basic" extends "D365 BASIC"
{
    IncludedPermissionSets = [="My Direct"=], "My Clean", [="My Nested"=];
}

permissionset 50101 "My Direct"
{
    Permissions = tabledata Customer = R;
}

permissionset 50102 "My Clean"
{
    Permissions = tabledata "My Setup" = RIMD;
}

permissionset 50103 "My Nested"
{
    IncludedPermissionSets = "My Clean", "D365 READ";
}

table 50104 "My Setup"
{
    fields { field(1; "Primary Key"; Code[10]) { } }
}

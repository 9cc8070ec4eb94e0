using Contoso.Base;

permissionsetextension 50100 "My Basic" extends "D365 BASIC"
{
    IncludedPermissionSets = [="D365 READ"=], "My Set", [=Contoso.Base."D365 BASIC"=];
}

permissionset 50101 "My Set"
{
    Permissions = tabledata "My Setup" = RIMD;
}

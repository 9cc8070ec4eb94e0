namespace Fabrikam.Fleet;

using Fabrikam.BaseStub;

permissionsetextension 50305 "FAB Basic" extends "D365 BASIC"
{
    IncludedPermissionSets = "FAB Fleet", "D365 READ", "FAB Customer Access";
    Permissions = tabledata Customer = RM,
        codeunit * = X;
}

permissionset 50111 "Demo - Edit"
{
    Assignable = true;
    Caption = 'Demo edit';
    IncludedPermissionSets = "Demo - Read";
    Permissions = tabledata "Demo Order" = RIMD,
        table "Demo Order" = X,
        codeunit "Demo Mgt" = X,
        page * = X;
}

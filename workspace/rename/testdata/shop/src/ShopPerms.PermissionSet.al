permissionset 50100 "Shop Perms"
{
    Assignable = true;
    Permissions = tabledata "Shop Item" = RIMD,
        table "Shop Item" = X,
        codeunit "Shop Mgt" = X,
        page "Shop Item Card" = X;
}

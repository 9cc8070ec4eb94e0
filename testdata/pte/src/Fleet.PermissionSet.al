namespace Fabrikam.Fleet;

permissionset 50304 "FAB Fleet"
{
    Assignable = true;
    Permissions = tabledata "FAB Vehicle" = RIMD,
        table "FAB Vehicle" = X;
}

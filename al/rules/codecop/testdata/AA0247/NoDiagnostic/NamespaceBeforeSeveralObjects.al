namespace Contoso.Setup;

codeunit 50399 "Setup Install"
{
    Subtype = Install;
}

permissionset 50399 "Setup Read"
{
    Assignable = true;
    Permissions = codeunit "Setup Install" = X;
}

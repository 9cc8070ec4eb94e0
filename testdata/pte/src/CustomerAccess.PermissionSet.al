namespace Fabrikam.Fleet;

using Fabrikam.BaseStub;

permissionset 50310 "FAB Customer Access"
{
    Permissions = tabledata Customer = R;
}

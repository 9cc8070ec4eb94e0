permissionsetextension 50101 "My Ext 2" extends DepSetB
{
    Permissions =
#pragma warning disable AA0050
        tabledata "Tenant Profile" = imd,
#pragma warning restore AA0050
        [=tabledata "Tenant Profile Setting" = imd=];
}

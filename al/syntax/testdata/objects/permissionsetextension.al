permissionsetextension 50112 "Demo Ext" extends "D365 BASIC"
{
    Permissions = tabledata "Demo Order" = R;
}

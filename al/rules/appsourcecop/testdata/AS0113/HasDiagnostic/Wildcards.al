permissionsetextension 50100 "My Ext" extends "D365 BASIC"
{
    Permissions = [=tabledata * = R=],
        codeunit "My Codeunit" = X,
        [=codeunit * = X=];
}

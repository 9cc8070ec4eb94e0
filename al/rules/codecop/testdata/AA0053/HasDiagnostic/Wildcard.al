permissionsetextension 50053 "AA0053 Ext" extends "D365 BASIC"
{
    Permissions = [=tabledata * = RIMD=],
        tabledata Customer = R,
        [=codeunit * = X=];
}

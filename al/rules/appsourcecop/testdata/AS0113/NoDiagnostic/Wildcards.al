// Named objects only; a wildcard in a permission set (not an extension) is
// another rule's business.
permissionsetextension 50100 "My Ext" extends "D365 BASIC"
{
    Permissions = tabledata "My Table" = RIMD,
        codeunit "My Codeunit" = X;
}

permissionset 50101 "My Set"
{
    Permissions = tabledata * = R;
}

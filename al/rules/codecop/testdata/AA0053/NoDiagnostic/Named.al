permissionsetextension 50053 "AA0053 Ext" extends "D365 BASIC"
{
    Permissions = tabledata Customer = RIMD,
        codeunit "AA0053 Mgt." = X;
}

// Wildcards in a permission set of the app's own are not this rule's.
permissionset 50054 "AA0053 Own"
{
    Assignable = true;
    Permissions = tabledata * = R;
}

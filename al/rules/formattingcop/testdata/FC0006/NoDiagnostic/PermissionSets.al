permissionset 50176 "FC0006 Set"
{
    Assignable = true;
    [|Permissions = tabledata Item = RIMD,
        table Item = X;|]
}

permissionsetextension 50177 "FC0006 Set Ext" extends "FC0006 Set"
{
    [|Permissions = tabledata Customer = R;|]
}

permissionset 50161 "FC0004 Crlf Fix"
{
    [=Permissions = tabledata "FC0004 Table" = RIMD,
        table "FC0004 Table" = X,
        codeunit "FC0004 Fix" = X;=]
}

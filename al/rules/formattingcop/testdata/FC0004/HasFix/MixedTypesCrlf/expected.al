permissionset 50161 "FC0004 Crlf Fix"
{
    Permissions = codeunit "FC0004 Fix" = X,
        table "FC0004 Table" = X,
        tabledata "FC0004 Table" = RIMD;
}

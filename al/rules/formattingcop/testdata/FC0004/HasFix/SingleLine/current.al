page 50160 "FC0004 Fix Single"
{
    [=Permissions = tabledata Item = r, tabledata "G/L Entry" = r, tabledata Customer = RIMD;=]
}

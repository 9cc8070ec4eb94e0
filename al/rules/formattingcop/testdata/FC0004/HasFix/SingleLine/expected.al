page 50160 "FC0004 Fix Single"
{
    Permissions = tabledata Customer = RIMD,
                  tabledata "G/L Entry" = r,
                  tabledata Item = r;
}

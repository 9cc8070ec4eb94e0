codeunit 50158 "FC0004 Directives"
{
    [|Permissions = tabledata Item = r,
#if not CLEAN25
                  tabledata "Old Table" = r,
#endif
                  tabledata Customer = r;|]
}

codeunit 50162 "FC0004 All A"
{
    [=Permissions = tabledata Item = r,
                  tabledata Customer = r;=]
}

codeunit 50163 "FC0004 All B"
{
    [=Permissions = tabledata Vendor = r, tabledata "Bank Account" = r, tabledata Contact = r;=]
}

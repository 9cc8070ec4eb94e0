codeunit 50162 "FC0004 All A"
{
    Permissions = tabledata Customer = r,
                  tabledata Item = r;
}

codeunit 50163 "FC0004 All B"
{
    Permissions = tabledata "Bank Account" = r,
                  tabledata Contact = r,
                  tabledata Vendor = r;
}

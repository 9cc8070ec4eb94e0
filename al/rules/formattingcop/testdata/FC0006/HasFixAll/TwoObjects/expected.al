codeunit 50180 "FC0006 All A"
{
    Permissions = tabledata Item = rimd;
}

query 50181 "FC0006 All B"
{
    Permissions = tabledata Customer = r, tabledata Vendor = r;
}

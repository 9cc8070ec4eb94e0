codeunit 50180 "FC0006 All A"
{
    [=Permissions = tabledata Item = RIMD;=]
}

query 50181 "FC0006 All B"
{
    [=Permissions = tabledata Customer = R, tabledata Vendor = R;=]
}

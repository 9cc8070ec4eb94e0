codeunit 50153 "FC0004 Crlf"
{
    [=Permissions = tabledata Item = r,
                  tabledata Customer = r;=]
}

codeunit 50159 "FC0004 Fix"
{
    [=Permissions = tabledata "Sales Line" = rimd,
                  TableData "Sales Header" = rm,
                  tabledata Customer = r,
                  codeunit "FC0004 Fix" = x;=]
}

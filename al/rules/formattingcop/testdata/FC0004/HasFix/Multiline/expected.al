codeunit 50159 "FC0004 Fix"
{
    Permissions = codeunit "FC0004 Fix" = x,
                  tabledata Customer = r,
                  TableData "Sales Header" = rm,
                  tabledata "Sales Line" = rimd;
}

codeunit 50178 "FC0006 Fix"
{
    Permissions = TableData "Sales Header" = rimd, // casing of TableData is kept
                  tabledata Customer = r,
                  tabledata Item = rm;
}

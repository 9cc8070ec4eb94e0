codeunit 50174 "FC0006 Lowercase"
{
    [|Permissions = TableData "Sales Header" = rimd,
                  tabledata Customer = r;|]
}

table 50175 "FC0006 Access By Permission"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            [|AccessByPermission = TableData Item = R;|]
        }
    }
}

codeunit 50155 "FC0004 Sorted"
{
    [|Permissions = codeunit "FC0004 Sorted" = x,
                  tabledata Customer = r,
                  TABLEDATA "customer bank account" = r,
                  tabledata Item = rimd;|]
}

codeunit 50156 "FC0004 Single"
{
    [|Permissions = tabledata Item = rimd;|]
}

table 50157 "FC0004 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            [|AccessByPermission = tabledata Item = R;|]
        }
    }
}

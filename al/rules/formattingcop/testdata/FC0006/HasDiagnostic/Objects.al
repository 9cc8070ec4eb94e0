codeunit 50170 "FC0006 Codeunit"
{
    [=Permissions = tabledata "Sales Header" = RIMD,
                  tabledata Customer = r;=]
}

table 50171 "FC0006 Table"
{
    [=Permissions = TableData Item = Rm;=]

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 50172 "FC0006 Page"
{
    [=permissions = tabledata Vendor = X;=]
}

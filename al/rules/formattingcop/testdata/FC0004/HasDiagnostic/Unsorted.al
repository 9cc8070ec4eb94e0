codeunit 50150 "FC0004 Unsorted"
{
    [=Permissions = tabledata "Sales Line" = rimd,
                  tabledata "Sales Header" = rimd;=]
}

permissionset 50151 "FC0004 Set"
{
    Assignable = true;
    [=Permissions = table "FC0004 Table" = X,
        codeunit "FC0004 Unsorted" = X,
        tabledata "FC0004 Table" = RIMD;=]
}

report 50152 "FC0004 Report"
{
    [=Permissions = TableData Vendor = r, TableData Customer = r;=]
}

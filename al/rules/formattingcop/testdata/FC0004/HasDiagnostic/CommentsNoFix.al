codeunit 50154 "FC0004 Comments"
{
    [=Permissions = tabledata Item = r, // items are read
                  tabledata Customer = r;=]
}

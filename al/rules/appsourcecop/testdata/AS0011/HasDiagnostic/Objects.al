table 70000000 [="Customer Rating"=]
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 70000001 [=Rating=]
{
}

enum 70000002 [="Rating Kind"=]
{
    value(0; None) { }
}

permissionset 70000003 [=Ratings=]
{
    Permissions = tabledata "Customer Rating" = RIMD;
}

interface [="IRating Provider"=]
{
}

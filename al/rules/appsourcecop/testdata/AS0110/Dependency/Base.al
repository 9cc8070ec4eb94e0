namespace Contoso.Base;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 80 "Sales-Post"
{
}

permissionset 1000 "D365 BASIC"
{
    Assignable = true;
}

using Contoso.Base;

permissionsetextension 50100 "My Basic" extends "D365 BASIC"
{
    Permissions = tabledata [=Customer=] = RM,
        tabledata "My Setup" = RIMD,
        codeunit [="Sales-Post"=] = X,
        table [=Contoso.Base.Customer=] = X;
}

table 50101 "My Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

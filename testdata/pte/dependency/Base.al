namespace Fabrikam.BaseStub;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
}

page 21 "Customer Card"
{
    SourceTable = Customer;
}

codeunit 2000000003 "Company Triggers"
{
    [BusinessEvent(false)]
    procedure OnCompanyOpen()
    begin
    end;
}

permissionset 1000 "D365 BASIC"
{
    Assignable = true;
}

permissionset 1001 "D365 READ"
{
    Assignable = true;
}

enum 36 "Sales Document Type"
{
    Extensible = true;
    value(0; Quote) { }
    value(1; Order) { }
}

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

page 21 "Customer Card"
{
    SourceTable = Customer;
}

table 231 "Reason Code"
{
    ObsoleteState = Moved;
    ObsoleteReason = 'Moved to the Foundation app.';
    MovedTo = 'f3552374-a1f2-4356-848e-196002525837';

    fields
    {
        field(1; "Code"; Code[10]) { }
    }
}

entitlement "Delegated Admin agent - Partner"
{
    Type = Role;
    RoleType = Delegated;
    Id = '00000000-0000-0000-0000-000000000001';
}

pageextension 2100 "Customer Card Ext" extends "Customer Card"
{
}

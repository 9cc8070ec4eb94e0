namespace Fabrikam.Sales;

table 50100 [=Customer=]
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Still a namesake';

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50101 [="sales-post"=]
{
}

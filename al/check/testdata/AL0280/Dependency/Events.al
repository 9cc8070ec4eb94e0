namespace Base.Sales;

codeunit 80 "Sales-Post"
{
    [IntegrationEvent(false, false)]
    local procedure OnBeforePostSalesDoc(var SalesHeader: Record "Sales Header")
    begin
    end;

    [BusinessEvent(false)]
    procedure OnAfterPostSalesDoc(var SalesHeader: Record "Sales Header")
    begin
    end;

    procedure NotPublished()
    begin
    end;
}

tableextension 5000 "Customer Events" extends Customer
{
    [IntegrationEvent(false, false)]
    local procedure OnAfterCheckCredit(var Customer: Record Customer)
    begin
    end;
}

namespace Own.Sales;

using Base.Sales;

codeunit 50100 "Own Posting"
{
    var
        Total: Decimal;

    procedure Post(var SalesHeader: Record "Sales Header")
    var
        Customer: Record Customer;
    begin
        Customer.Get([=CustomerNo=]);
        [=Totl=] := SalesHeader.Amount;
        SalesHeader.SetRange([="Report Key"=], 1);
        if not [=CheckCredit=]() then
            exit;
        [=UnknownProcedure=](Total);
    end;
}

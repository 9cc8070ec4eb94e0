namespace Own.Sales;

using Base.Sales;

codeunit 50120 "Own Calls"
{
    procedure Use(var SalesHeader: Record "Sales Header")
    var
        Customer: Record Customer;
        Helper: Codeunit "Own Call Helper";
        Card: Page "Customer Card";
        Names: List of [Text];
    begin
        Total(1);
        Helper.Post(SalesHeader, 2);
        if Customer.CheckCredit(true) then
            Customer.Modify(true, false);
        Card.[=SetSelection=]();
        Names.Add();
        Message('%1', StrLen('a', 'b'));
    end;

    local procedure Total(): Decimal
    begin
    end;
}

codeunit 50121 "Own Call Helper"
{
    procedure Post(var SalesHeader: Record "Sales Header")
    begin
    end;

    procedure Post(var SalesHeader: Record "Sales Header"; Customer: Record Customer; Preview: Boolean)
    begin
    end;
}

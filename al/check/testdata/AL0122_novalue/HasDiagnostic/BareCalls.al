namespace Fixture.Use;

using Fixture.Stock;

codeunit 50453 "No Value Bare Calls"
{
    // Calls without parentheses of procedures without a return value.
    procedure Run(var Item: Record "Stock Item"): Integer
    var
        StockMgt: Codeunit "Stock Mgt.";
        Total: Integer;
        Amount: Decimal;
    begin
        Total := [=DoSomething=];
        Amount := [=Item.Recalculate=];
        if [="Do Nothing"=] then
            Total := 1;
        exit([=doSomething=]);
    end;

    local procedure DoSomething()
    begin
    end;

    local procedure "Do Nothing"()
    begin
    end;
}

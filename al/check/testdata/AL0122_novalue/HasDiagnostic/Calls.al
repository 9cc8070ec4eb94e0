namespace Fixture.Use;

using Fixture.Stock;

tableextension 50451 "Stock Item Ext" extends "Stock Item"
{
    procedure Touch()
    begin
    end;
}

codeunit 50451 "No Value Calls"
{
    procedure Run(var Item: Record "Stock Item"): Integer
    var
        StockMgt: Codeunit "Stock Mgt.";
        Total: Integer;
        Amount: Decimal;
        Flag: Boolean;
        Name: Text;
    begin
        Total := [=DoSomething()=];
        Total := [=dosomething()=];
        Name := [="Do Something Else"(1)=];
        Amount := [=Item.Recalculate()=];
        Amount := [=Item.Lookup('BLUE')=];
        Flag := [=Item.Touch()=];
        Flag := [=(StockMgt.Post(Item))=];
        if [=DoSomething()=] then
            exit(1);
        while [=Item.Recalculate()=] do
            Total += 1;
        repeat
            Total -= 1;
        until [=DoSomething()=];
        exit([=DoSomething()=]);
    end;

    local procedure DoSomething()
    begin
    end;

    local procedure "Do Something Else"(Count: Integer)
    begin
    end;
}

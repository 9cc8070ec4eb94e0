namespace Fixture.Use;

using Fixture.Stock;

tableextension 50452 "Stock Item Ext 2" extends "Stock Item"
{
    procedure Measure(): Decimal
    begin
    end;
}

codeunit 50452 "Value Calls"
{
    procedure Run(var Item: Record "Stock Item"): Integer
    var
        Total: Integer;
        Amount: Decimal;
        V: Variant;
        StockMgt: Codeunit "Stock Mgt.";
    begin
        DoSomething();
        Item.Recalculate();
        Amount := Item.Lookup();
        Total := Item.NamedResult();
        Amount := Item.OldLookup();
        Amount := Item.Measure();
        Total := Item.Count();
        Amount := Overloaded(1);
        V := DoSomething();
        with Item do
            Amount := Recalculate();
        Total := Unknown.Recalculate();
#if CLEAN25
        Total := Conditional();
#endif
        if Item.Find() then
            exit(Total);
        if StockMgt.TryPost(Item) then
            Total := 1;
        if TryDoSomething() then
            Total := 2;
    end;

    local procedure DoSomething()
    begin
    end;

    [TryFunction]
    local procedure TryDoSomething()
    begin
    end;

    local procedure Overloaded(Value: Integer): Decimal
    begin
    end;

    local procedure Overloaded(Value: Text)
    begin
    end;

#if CLEAN25
    local procedure Conditional(): Integer
#else
    local procedure Conditional()
#endif
    begin
    end;
}

namespace Fixture.Use;

using Fixture.Stock;

codeunit 50454 "Value Bare Calls"
{
    // Calls without parentheses that have a value, or are not judged.
    procedure Run(var Item: Record "Stock Item"): Integer
    var
        StockMgt: Codeunit "Stock Mgt.";
        Total: Integer;
        Amount: Decimal;
        V: Variant;
    begin
        DoSomething;
        Item.Recalculate;
        Amount := Item.Lookup;
        Total := Item.NamedResult;
        Amount := Item.Inventory;
        Total := Item.Count;
        if Item.FindFirst then
            Total := 1;
        if StockMgt.TryPost then
            Total := 2;
        if TryDoSomething then
            Total := 3;
        V := DoSomething;
        with Item do
            Amount := Recalculate;
        Amount := Measured;
        exit(Total);
    end;

    // A parameter or variable named as a procedure is the value.
    procedure Check(Recalculate: Boolean): Boolean
    var
        DoNothing: Boolean;
    begin
        if Recalculate then
            exit(DoNothing);
        if DoNothing then
            exit(Recalculate);
    end;

    local procedure Recalculate()
    begin
    end;

    local procedure DoNothing()
    begin
    end;

    local procedure DoSomething()
    begin
    end;

    [TryFunction]
    local procedure TryDoSomething()
    begin
    end;

    // Only the overload with arguments has no value.
    local procedure Measured(): Decimal
    begin
    end;

    local procedure Measured(Factor: Decimal)
    begin
    end;
}

namespace Fixture.Stock;

table 50450 "Stock Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Inventory; Decimal) { }
    }

    procedure Recalculate()
    begin
    end;

    procedure Lookup(): Decimal
    begin
    end;

    procedure Lookup(Location: Code[10])
    begin
    end;

    procedure NamedResult() Result: Integer
    begin
    end;

    [Obsolete('Use Lookup.', '25.0')]
    procedure OldLookup(): Decimal
    begin
    end;
}

codeunit 50450 "Stock Mgt."
{
    procedure Post(var Item: Record "Stock Item")
    begin
    end;

    [TryFunction]
    procedure TryPost(var Item: Record "Stock Item")
    begin
    end;
}

namespace Base.Inventory;

table 27 Item
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Old Description"; Text[50])
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Use Description 2';
            ObsoleteTag = '25.0';
        }
        field(3; Description; Text[100]) { }
        field(4; "Moved Field"; Integer)
        {
            ObsoleteState = PendingMove;
            ObsoleteReason = 'Moving to another app';
        }
    }

    [Obsolete('Use NewCheck', '25.0')]
    procedure OldCheck(): Boolean
    begin
        exit(true);
    end;

    procedure NewCheck(): Boolean
    begin
        exit(true);
    end;

    [Obsolete('Use the overload with a date')]
    procedure Reprice(Amount: Decimal)
    begin
    end;

    procedure Reprice(Amount: Decimal; Date: Date)
    begin
    end;
}

tableextension 5027 "Item Warehouse" extends Item
{
    fields
    {
        field(5000; "Old Bin"; Code[20])
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Bins moved to a table';
            ObsoleteTag = '26.0';
        }
        field(5001; "Bin Count"; Integer) { }
    }
}

table 30 "Item Ledger Archive"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Archives are kept elsewhere';
    ObsoleteTag = '24.0';

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

codeunit 40 "Item Repricing"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Use Price Calculation';
    ObsoleteTag = '25.0';

    procedure Run()
    begin
    end;
}

codeunit 41 "Item Events"
{
    [Obsolete('Subscribe to OnAfterCheckItem', '25.0')]
    [IntegrationEvent(false, false)]
    procedure OnBeforeCheckItem(var Item: Record Item)
    begin
    end;

    [IntegrationEvent(false, false)]
    procedure OnAfterCheckItem(var Item: Record Item)
    begin
    end;
}

enum 50 "Item Kind"
{
    Extensible = true;
    value(0; Inventory) { }
    value(1; Service)
    {
        ObsoleteState = Pending;
        ObsoleteReason = 'Use Non-Inventory';
        ObsoleteTag = '25.0';
    }
    value(2; "Non-Inventory") { }
}

table 50610 "Var Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

interface "Var Counter"
{
    procedure Count(var Total: Integer);
}

codeunit 50611 "Var Changes"
{
    var
        Total: Integer;

    procedure Assigns(var Amount: Decimal; var Count: Integer; var Name: Text)
    begin
        Amount := 1;
        Count += 1;
        Name := Name + 'x';
    end;

    procedure Loops(var Index: Integer; var Dates: List of [Date])
    var
        D: Date;
    begin
        for Index := 1 to 10 do;
        Dates.Add(Today());
        foreach D in Dates do;
    end;

    procedure PassesOn(var Value: Integer; Text: Text; var Values: array[3] of Integer)
    var
        Other: array[3] of Integer;
    begin
        Change(Value);
        Evaluate(Value, Text);
        CopyArray(Values, Other, 1);
        Change(Values[2]);
    end;

    procedure PassesToUnknown(var Value: Integer)
    var
        Helper: Codeunit "Missing Helper";
    begin
        Helper.Process(Value);
    end;

    procedure ElementWritten(var Values: array[2] of Decimal)
    begin
        Values[1] := 0;
    end;

    procedure ShadowsGlobal(var Total: Integer)
    begin
        Total := 5;
    end;

    procedure RecordsAreNotChecked(var Item: Record "Var Item")
    begin
        if Item."No." = '' then;
    end;

    [EventSubscriber(ObjectType::Table, Database::"Var Item", 'OnAfterInsertEvent', '', false, false)]
    local procedure OnAfterInsert(var Rec: Record "Var Item"; RunTrigger: Boolean)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforeWork(var IsHandled: Boolean)
    begin
    end;

    [Obsolete('Replaced', '25.0')]
    procedure Old(var Value: Integer)
    begin
        if Value = 0 then;
    end;

    local procedure Change(var Value: Integer)
    begin
        Value := 1;
    end;
}

codeunit 50612 "Var Counter Impl" implements "Var Counter"
{
    procedure Count(var Total: Integer)
    begin
        if Total = 0 then;
    end;
}

codeunit 50613 "Var Unknown Impl" implements "Missing Interface"
{
    procedure Anything(var Value: Integer)
    begin
        if Value = 0 then;
    end;
}

codeunit 50614 "Var Handlers"
{
    Subtype = Test;

    [ConfirmHandler]
    procedure ConfirmYes(Question: Text[1024]; var Reply: Boolean)
    begin
        if Question = '' then;
    end;
}

codeunit 50615 "Var Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';

    procedure Read(var Value: Integer): Integer
    begin
        exit(Value);
    end;
}

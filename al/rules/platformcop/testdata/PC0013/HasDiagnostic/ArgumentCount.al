table 50130 "Route Stop"
{
    fields
    {
        field(1; "Route Code"; Code[10]) { }
        field(2; "Stop No."; Integer) { }
        field(3; Description; Text[100]) { }
    }
    keys
    {
        key(PK; "Route Code", "Stop No.") { }
    }

    procedure FindFirstStop(RouteCode: Code[10]): Boolean
    begin
        // The implicit Rec of the table.
        exit([=Get(RouteCode)=]);
    end;
}

table 50131 "Route Note"
{
    // No keys: the first field is the primary key.
    fields
    {
        field(1; "Note Id"; Integer) { }
        field(2; "Note Text"; Text[250]) { }
    }
}

codeunit 50130 "Route Lookups"
{
    var
        GlobalStop: Record "Route Stop";

    procedure TooFew(RouteCode: Code[10])
    var
        RouteStop: Record "Route Stop";
    begin
        [=RouteStop.Get(RouteCode)=];
    end;

    procedure TooMany(RouteCode: Code[10])
    var
        RouteStop: Record "Route Stop";
    begin
        if [=RouteStop.Get(RouteCode, 1, 'X')=] then;
    end;

    procedure NoArgumentsOnTwoFieldKey()
    begin
        [=GlobalStop.Get()=];
    end;

    procedure NoKeysSection(NoteId: Integer)
    var
        RouteNote: Record "Route Note";
    begin
        [=RouteNote.Get(NoteId, 1)=];
    end;

    procedure TemporaryRecordsTakeTheSameKey(RouteCode: Code[10])
    var
        TempRouteStop: Record "Route Stop" temporary;
    begin
        [=TempRouteStop.Get(RouteCode)=];
    end;

    procedure DependencyTable(JournalCode: Code[10])
    var
        DepLedgerLine: Record "Dep Ledger Line";
    begin
        [=DepLedgerLine.Get(JournalCode)=];
    end;

    procedure SetupTableWithTwoArguments()
    var
        DepSetup: Record "Dep Setup";
    begin
        [=DepSetup.Get('', 1)=];
    end;

    procedure ReturnedRecord(RouteCode: Code[10])
    begin
        [=StopOf().Get(RouteCode)=];
    end;

    local procedure StopOf() RouteStop: Record "Route Stop"
    begin
    end;
}

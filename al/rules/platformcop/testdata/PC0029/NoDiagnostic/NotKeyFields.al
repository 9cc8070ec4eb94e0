table 50410 "Gauge"
{
    fields
    {
        field(1; "Code"; Code[40]) { }
        field(2; "Reference Id"; Guid) { }
    }
    keys
    {
        key(PK; "Code") { }
    }
}

table 50411 "Gauge Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; Id; Guid) { }
    }
    keys
    {
        key(PK; Id) { }
    }
}

table 50412 "Gauge Log"
{
    fields
    {
        field(1; Id; Guid) { }
    }
    keys
    {
        key(PK; Id) { }
    }
}

page 50410 "Gauge Logs"
{
    SourceTable = "Gauge Log";
    SourceTableTemporary = true;

    trigger OnNewRecord(BelowxRec: Boolean)
    begin
        Rec.Id := CreateGuid();
    end;
}

codeunit 50410 "Gauge Ids"
{
    var
        // A global of a table whose key is a Guid; the local below shadows it.
        Gauge: Record "Gauge Log";
        GlobalId: Guid;

    procedure NotInAKey()
    var
        Gauge: Record Gauge;
    begin
        Gauge."Reference Id" := CreateGuid();
        Gauge.Code := Format(CreateGuid());
        Message('%1', CreateGuid());
    end;

    procedure Temporary()
    var
        TempGaugeLog: Record "Gauge Log" temporary;
        GaugeBuffer: Record "Gauge Buffer";
    begin
        TempGaugeLog.Id := CreateGuid();
        GaugeBuffer.Id := CreateGuid();
    end;

    procedure OtherTableTypes()
    var
        DepCRMDevice: Record "Dep CRM Device";
    begin
        DepCRMDevice.DeviceId := CreateGuid();
    end;

    procedure Escaping(var GaugeLog: Record "Gauge Log")
    var
        NewId: Guid;
        Helper: Codeunit "Missing Helper";
    begin
        // Globals, exit values, var parameters, procedures in other files and events are not followed.
        GlobalId := CreateGuid();
        GaugeLog.Id := GlobalId;
        GaugeLog.Id := NewGuid();
        FillId(CreateGuid(), GaugeLog);
        Helper.Store(CreateGuid());
        OnCreateId(CreateGuid());
        NewId := CreateGuid();
        Message('%1', NewId);
    end;

    local procedure NewGuid(): Guid
    begin
        exit(CreateGuid());
    end;

    local procedure FillId(var NewId: Guid; var GaugeLog: Record "Gauge Log")
    begin
        GaugeLog.Id := NewId;
    end;

    [IntegrationEvent(false, false)]
    local procedure OnCreateId(NewId: Guid)
    begin
    end;

    [Obsolete('Use the new numbering', '25.0')]
    procedure ObsoleteId(var GaugeLog: Record "Gauge Log")
    begin
        GaugeLog.Id := CreateGuid();
    end;
}

pageextension 50410 "Gauge Logs Ext" extends "Gauge Logs"
{
    trigger OnAfterGetRecord()
    begin
        // The base page's Rec is temporary.
        Rec.Id := CreateGuid();
    end;
}

interface "Gauge Id Store"
{
    procedure Store(NewId: Guid);
}

codeunit 50411 "Gauge Id Refs"
{
    procedure ThroughRecordRef()
    var
        RecRef: RecordRef;
        FldRef: FieldRef;
    begin
        RecRef.Open(Database::"Gauge Log");
        FldRef := RecRef.Field(1);
        FldRef.Value := CreateGuid();
    end;

    procedure ThroughAnInterface(IdStore: Interface "Gauge Id Store")
    begin
        IdStore.Store(CreateGuid());
    end;
}

table 50400 "Meter Reading"
{
    fields
    {
        field(1; Id; Guid) { }
        field(2; "Batch Id"; Guid) { }
        field(3; Note; Text[50]) { }
    }
    keys
    {
        key(PK; Id) { }
        key(Batch; "Batch Id") { }
    }

    trigger OnInsert()
    begin
        if IsNullGuid(Id) then
            Id := [=CreateGuid()=];
        Rec."Batch Id" := [=CreateGuid()=];
    end;
}

// A key added by an extension counts too.
tableextension 50400 "Dep Sensor Keys" extends "Dep Sensor"
{
    keys
    {
        key(BySensor; "Sensor Id") { }
    }
}

codeunit 50400 "Meter Readings"
{
    procedure Direct()
    var
        MeterReading: Record "Meter Reading";
        DepSensor: Record "Dep Sensor";
    begin
        MeterReading.Id := [=CreateGuid()=];
        MeterReading."Batch Id" := [=Guid.CreateGuid()=];
        MeterReading.Validate(Id, [=System.CreateGuid()=]);
        DepSensor."Sensor Id" := [=CreateGuid()=];
    end;

    procedure ThroughALocal()
    var
        MeterReading: Record "Meter Reading";
        NewId: Guid;
    begin
        NewId := [=CreateGuid()=];
        MeterReading.Note := 'New';
        MeterReading.Validate("Batch Id", NewId);
    end;

    procedure ThroughParameters()
    var
        Helper: Codeunit "Meter Reading Helper";
    begin
        SetId([=CreateGuid()=]);
        Helper.Stamp([=CreateGuid()=]);
    end;

    local procedure SetId(NewId: Guid)
    begin
        StoreId((NewId));
    end;

    local procedure StoreId(NewId: Guid)
    var
        MeterReading: Record "Meter Reading";
    begin
        MeterReading.Id := NewId;
    end;
}

codeunit 50401 "Meter Reading Helper"
{
    procedure Stamp(BatchId: Guid)
    var
        MeterReading: Record "Meter Reading";
    begin
        MeterReading."Batch Id" := BatchId;
    end;
}

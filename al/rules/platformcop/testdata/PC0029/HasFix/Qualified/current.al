codeunit 50431 "Gauge Reading Ids"
{
    procedure Stamp(var GaugeReading: Record "Gauge Reading Entry")
    begin
        GaugeReading.Validate(Id, [=System.CreateGuid()=]);
    end;
}

table 50431 "Gauge Reading Entry"
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

table 70400 "Dep Sensor"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Sensor Id"; Guid) { }
    }
    keys
    {
        key(PK; "Entry No.") { }
    }
}

table 70401 "Dep CRM Device"
{
    TableType = CRM;
    ExternalName = 'device';

    fields
    {
        field(1; DeviceId; Guid) { ExternalName = 'deviceid'; }
    }
    keys
    {
        key(PK; DeviceId) { }
    }
}

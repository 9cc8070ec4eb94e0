table 50121 LC0019Crlf
{
    DataClassification = SystemMetadata;
    fields
    {
        field(1; Id; Integer) { [=DataClassification = SystemMetadata;=] }
    }
}

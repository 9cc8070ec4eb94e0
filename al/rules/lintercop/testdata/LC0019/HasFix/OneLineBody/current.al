table 50128 LC0019FixCrlf
{
    DataClassification = SystemMetadata;
    fields
    {
        field(1; Id; Integer) { Caption = 'Id'; [=DataClassification = SystemMetadata;=] }
    }
}

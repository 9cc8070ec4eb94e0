table 50420 "Gauge Event"
{
    fields
    {
        field(1; Id; Guid) { }
    }
    keys
    {
        key(PK; Id) { }
    }

    trigger OnInsert()
    begin
        // Runtime 15.0 has no Guid.CreateSequentialGuid().
        Id := CreateGuid();
    end;
}

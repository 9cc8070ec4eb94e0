table 50430 "Gauge Reading"
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
        Id := [=CreateGuid()=];
    end;
}

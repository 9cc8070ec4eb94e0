table 50440 "Gauge Note"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Reference Id"; Guid) { }
    }

    trigger OnInsert()
    begin
        // Not in a key, but the scope covers every assigned or passed GUID.
        "Reference Id" := [=CreateGuid()=];
        Message('%1', [=CreateGuid()=]);
    end;
}

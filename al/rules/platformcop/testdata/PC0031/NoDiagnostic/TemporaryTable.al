// A table whose TableType is Temporary has only in-memory records: a
// partial read before a full write loads nothing from the database.
codeunit 50144 "Buffer Cleanup"
{
    procedure DeleteBuffered(EntryNo: Integer)
    var
        Buffer: Record "Test Order Buffer";
    begin
        Buffer.SetLoadFields(Amount);
        Buffer.Get(EntryNo);
        Buffer.Delete();
    end;
}

table 50145 "Test Order Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Amount; Decimal) { }
        field(3; Description; Text[100]) { }
    }

    keys
    {
        key(PK; "Entry No.") { }
    }
}

// Records of a table whose TableType is Temporary live in memory: reading a
// field that SetLoadFields left out loads nothing from the database.
codeunit 50156 "Buffer Reader"
{
    procedure Describe(EntryNo: Integer) Result: Text
    var
        Buffer: Record "Test Info Buffer";
    begin
        Buffer.SetLoadFields(Amount);
        Buffer.Get(EntryNo);
        Result := Buffer.Description;
    end;
}

table 50157 "Test Info Buffer"
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

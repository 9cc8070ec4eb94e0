table 50110 "Log Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Old Picture"; Media)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Moved to another table.';
        }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

table 50111 "Normal Entry"
{
    TableType = Normal;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

codeunit 50112 "Truncate Use"
{
    var
        LogEntry: Record "Log Entry" temporary;

    procedure NormalTable()
    var
        NormalEntry: Record "Normal Entry";
    begin
        NormalEntry.Truncate();
        if not NormalEntry.Truncate(true) then
            NormalEntry.DeleteAll();
    end;

    procedure LocalShadowsGlobal()
    var
        LogEntry: Record "Log Entry";
    begin
        LogEntry.Truncate();
    end;

    procedure VarParameter(var LogEntry: Record "Log Entry")
    begin
        LogEntry.Truncate();
    end;

    procedure ViaRecordRef()
    var
        RecRef: RecordRef;
    begin
        RecRef.Open(Database::"Log Entry", true);
        RecRef.Truncate();
    end;

    procedure UnknownTable()
    var
        Missing: Record "Missing Table";
    begin
        Missing.Truncate();
    end;

    [Obsolete('Not used.', '25.0')]
    procedure ObsoleteClear()
    var
        Buffer: Record "Log Entry" temporary;
    begin
        Buffer.Truncate();
    end;

    [TryFunction]
    procedure TryOther()
    begin
        CallsTruncate();
    end;

    local procedure CallsTruncate()
    var
        NormalEntry: Record "Normal Entry";
    begin
        NormalEntry.Truncate();
    end;

    procedure ReturnsTemporary(): Boolean
    begin
        exit(LogEntry.IsTemporary());
    end;
}

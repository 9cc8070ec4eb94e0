table 50345 "Plain Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

codeunit 50346 "Truncate Outside Try"
{
    [TryFunction]
    procedure TryClear(var Entry: Record "Plain Entry")
    begin
        Entry.DeleteAll();
    end;

    procedure Clear()
    var
        Entry: Record "Plain Entry";
    begin
        if not TryClear(Entry) then
            Entry.Truncate();
    end;
}

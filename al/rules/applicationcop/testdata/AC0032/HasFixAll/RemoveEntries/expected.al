codeunit 50240 "Batch Reader"
{
    Permissions = tabledata "Batch Entry" = r;

    procedure Read()
    var
        Entry: Record "Batch Entry";
    begin
        Entry.FindFirst();
    end;
}

codeunit 50241 "Batch Idle"
{
    Access = Internal;

    procedure Idle()
    begin
    end;
}

table 50240 "Batch Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

table 50241 "Batch Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50242 "Batch Log"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

codeunit 50230 "Entry Reader"
{
    Permissions = tabledata "Reader Entry" = r,
                  [=tabledata "Reader Setup" = rm=],
                  tabledata "Reader Log" = i;

    procedure Read()
    var
        Entry: Record "Reader Entry";
        Log: Record "Reader Log";
    begin
        Entry.FindFirst();
        Log.Insert();
    end;
}

table 50230 "Reader Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50231 "Reader Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

table 50232 "Reader Log"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

codeunit 50240 "Batch Reader"
{
    Permissions = [=tabledata "Batch Setup" = r=],
                  tabledata "Batch Entry" = r,
                  [=tabledata "Batch Log" = i=];

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
    Permissions = [=tabledata "Batch Setup" = r=], [=tabledata "Batch Log" = i=];

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

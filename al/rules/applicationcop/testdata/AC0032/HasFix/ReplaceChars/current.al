codeunit 50235 "Replace Writer"
{
    Permissions = [=tabledata "Replace Entry" = r=];

    procedure Write()
    var
        Entry: Record "Replace Entry";
    begin
        Entry.Insert();
        Entry.DeleteAll();
    end;
}

table 50235 "Replace Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

codeunit 50200 "Ledger Cleaner"
{
    Permissions = [=tabledata "Cleaner Entry" = rimd=],
                  [=tabledata "Cleaner Setup" = RIMD=],
                  tabledata "Cleaner Log" = i,
                  [=tabledata 50203 = r=],
                  codeunit "Ledger Cleaner" = X;

    procedure Clean()
    var
        Entry: Record "Cleaner Entry";
        Log: Record "Cleaner Log";
        TempSetup: Record "Cleaner Setup" temporary;
    begin
        Entry.SetRange("Entry No.", 0, 10);
        Entry.DeleteAll();
        Log.Insert();
        TempSetup.Get();
        TempSetup.Modify();
    end;
}

table 50200 "Cleaner Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50201 "Cleaner Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

table 50202 "Cleaner Log"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50203 "Cleaner Archive"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

report 50200 "Cleaner Report"
{
    ProcessingOnly = true;
    Permissions = [=tabledata "Cleaner Entry" = rm=];

    dataset
    {
        dataitem(Entry; "Cleaner Entry")
        {
        }
    }
}

xmlport 50200 "Cleaner Export"
{
    Direction = Export;
    Permissions = [=tabledata "Cleaner Log" = rim=];

    schema
    {
        textelement(Root)
        {
            tableelement(Log; "Cleaner Log")
            {
            }
        }
    }
}

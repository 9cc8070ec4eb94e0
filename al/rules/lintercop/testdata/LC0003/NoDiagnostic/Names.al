codeunit 50108 "LC0003 Names"
{
    var
        Entry: Record "LC0003 Named Entry";
        Buffer: Text[30];
        Counts: array[5] of Integer;

    procedure Run()
    var
        Ref: RecordRef;
        FieldRef: FieldRef;
    begin
        Page.Run(0, Entry);
        Page.RunModal(0);
        Page.Run(Page::"LC0003 Named Page");
        Codeunit.Run(Codeunit::"LC0003 Names");
        Ref.Open(Database::"LC0003 Named Entry");
        FieldRef := Ref.FieldIndex(1);
        Entry.FilterGroup(0);
    end;

    [EventSubscriber(ObjectType::Table, Database::"LC0003 Named Entry", OnAfterInsertEvent, '', false, false)]
    local procedure OnAfterInsertEntry(var Rec: Record "LC0003 Named Entry")
    begin
    end;
}

table 50108 "LC0003 Named Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

page 50108 "LC0003 Named Page"
{
    SourceTable = "LC0003 Named Entry";
}

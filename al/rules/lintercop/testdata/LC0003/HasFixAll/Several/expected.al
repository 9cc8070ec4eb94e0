codeunit 50115 "LC0003 Several"
{
    var
        Entry: Record "LC0003 Several Entry";

    procedure Show()
    var
        Ref: RecordRef;
    begin
        Ref.Open(Database::"LC0003 Several Entry");
        Page.Run(Page::Entries, Entry);
    end;
}

table 50115 "LC0003 Several Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

page 50116 Entries
{
    SourceTable = "LC0003 Several Entry";
}

codeunit 50115 "LC0003 Several"
{
    var
        Entry: Record [=50115=];

    procedure Show()
    var
        Ref: RecordRef;
    begin
        Ref.Open([=50115=]);
        Page.Run([=50116=], Entry);
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
    SourceTable = [=50115=];
}

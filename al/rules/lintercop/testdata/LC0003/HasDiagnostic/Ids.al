codeunit 50103 "LC0003 Ids"
{
    var
        Shipper: Codeunit [=50104=];
        Unknown: Record [=18=];

    procedure Run(Entry: Record [=50103=]): Report [=50105=]
    var
        Ref: RecordRef;
    begin
        Codeunit.Run([=50104=]);
        Page.RunModal([=50106=], Entry);
        Report.Run([=50105=], false);
        Ref.Open([=50103=]);
        Xmlport.Run([=77=]);
    end;

    [EventSubscriber(ObjectType::Table, [=50103=], OnAfterInsertEvent, '', false, false)]
    local procedure OnAfterInsertEntry(var Rec: Record "LC0003 Entry")
    begin
    end;
}

table 50103 "LC0003 Entry"
{
    LookupPageId = [=50106=];

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

codeunit 50104 LC0003Shipper { }

report 50105 "LC0003 List"
{
    dataset
    {
        dataitem(Entry; [=50103=]) { }
    }
}

page 50106 "LC0003 Entries"
{
    SourceTable = [=50103=];

    layout
    {
        area(Content)
        {
            part(Lines; [=50107=]) { }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Open)
            {
                RunObject = Page [=50107=];
            }
        }
    }
}

page 50107 "LC0003 Lines" { }

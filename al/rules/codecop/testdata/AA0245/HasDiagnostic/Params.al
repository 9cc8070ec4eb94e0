table 50230 "Ticket"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Priority; Integer) { }
        field(3; Staged; Boolean) { }
    }

    procedure Raise([=Priority=]: Integer; var [=staged=]: Boolean)
    begin
        Rec.Priority := Priority;
        staged := true;
    end;

    procedure Assign([=Raise=]: Boolean)
    begin
    end;
}

codeunit 50231 "Ticket Events"
{
    procedure TicketId(): Text
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Ticket, 'OnAfterInsertEvent', '', false, false)]
    local procedure OnTicketInserted(var Rec: Record Ticket; [=TicketId=]: Text)
    begin
    end;
}

page 50232 "Ticket Card"
{
    SourceTable = Ticket;

    layout
    {
        area(Content)
        {
            field(Note; Note) { }
        }
    }

    var
        Note: Text;

    procedure SetNote(Note: Text) // a page field control is no name in scope
    begin
    end;
}

codeunit 50356 "LC0098 Fix All"
{
    [EventSubscriber(ObjectType::Table, Database::Contact, OnAfterInsertEvent, '', false, false)]
    local procedure Contact_OnAfterInsertEvent(var Rec: Record Contact)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Contact, OnAfterDeleteEvent, '', false, false)]
    local procedure Contact_OnAfterDeleteEvent(var Rec: Record Contact)
    begin
    end;
}

table 50357 Contact
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

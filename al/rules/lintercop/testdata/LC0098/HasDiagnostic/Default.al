codeunit 50340 "LC0098 Subscribers"
{
    [EventSubscriber(ObjectType::Table, Database::"Sales Header", OnAfterDeleteEvent, '', false, false)]
    local procedure [=HandleDelete=](var Rec: Record "Sales Header")
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"sales header", OnAfterValidateEvent, "Posting Date", false, false)]
    local procedure [=PostingDateValidated=](var Rec: Record "Sales Header")
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"LC0098 Publisher", 'OnAfterPost', '', false, false)]
    procedure [=GlobalSubscriber=]()
    begin
    end;

    [EventSubscriber(ObjectType::Table, 50341, OnAfterInsertEvent, '', false, false)]
    local procedure [=ById=](var Rec: Record "Sales Header")
    begin
    end;
}

table 50341 "Sales Header"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Posting Date"; Date) { }
    }
}

codeunit 50342 "LC0098 Publisher"
{
    [IntegrationEvent(false, false)]
    procedure OnAfterPost()
    begin
    end;
}

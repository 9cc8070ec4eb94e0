codeunit 50100 "AA0207 Public Subscriber"
{
    [EventSubscriber(ObjectType::Table, Database::"AA0207 Table", 'OnAfterInsertEvent', '', false, false)]
    procedure [=HandleAfterInsert=](var Rec: Record "AA0207 Table"; RunTrigger: Boolean)
    begin
    end;

    [eventsubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnSomething', '', false, false)]
    PROCEDURE [="Handle Something"=]()
    begin
    end;
}

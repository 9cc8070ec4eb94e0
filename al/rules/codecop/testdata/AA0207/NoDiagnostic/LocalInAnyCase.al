codeunit 50393 "Local Subscribers"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnAfterPostSalesDoc', '', false, false)]
    LOCAL procedure HandleAfterPost()
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', '', false, false)]
    [NonDebuggable]
    local procedure HandleInsert(var Rec: Record Customer)
    begin
    end;
}

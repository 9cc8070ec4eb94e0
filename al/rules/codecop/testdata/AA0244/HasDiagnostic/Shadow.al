codeunit 50157 "AA0244 Shadow"
{
    var
        Counter: Integer;
        Customer: Record Customer;

    procedure Add([=counter=]: Integer)
    begin
        counter += 1;
    end;

    [IntegrationEvent(false, true)]
    local procedure OnAfterAdd([=Counter=]: Integer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', '', false, false)]
    local procedure HandleInsert(var [=Customer=]: Record Customer; RunTrigger: Boolean)
    begin
    end;
}

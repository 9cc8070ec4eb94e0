codeunit 50100 "Other Work"
{
    // A publisher of the same name and a subscriber to another event.
    [IntegrationEvent(false, false)]
    local procedure OnCompanyOpen()
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', '', false, false)]
    local procedure DoOnInsert(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Company Triggers", 'OnCompanyOpenAfterSomething', '', false, false)]
    local procedure DoOnLater()
    begin
    end;

    procedure CallIt()
    begin
        OnCompanyOpen();
    end;
}

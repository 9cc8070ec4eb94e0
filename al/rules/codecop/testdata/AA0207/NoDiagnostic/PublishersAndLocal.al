codeunit 50233 "Events"
{
    [IntegrationEvent(false, false)]
    procedure OnAfterPost()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Events", 'OnAfterPost', '', false, false)]
    local procedure HandleAfterPost()
    begin
    end;

    // [EventSubscriber(ObjectType::Codeunit, Codeunit::"Events", 'OnAfterPost', '', false, false)]
    procedure NotASubscriber()
    begin
    end;
}

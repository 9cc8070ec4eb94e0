codeunit 50112 "LC0003 Subscriber"
{
    [EventSubscriber(ObjectType::Codeunit, [=50113=], OnShip, '', false, false)]
    local procedure HandleShip()
    begin
    end;
}

codeunit 50113 Publisher
{
    [IntegrationEvent(false, false)]
    procedure OnShip()
    begin
    end;
}

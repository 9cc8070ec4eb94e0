codeunit 50116 "Event Params"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Event Params", 'OnBeforeRun', '', false, false)]
    local procedure HandleOnBeforeRun(var IsHandled: Boolean; Amount: Decimal)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforeRun(var IsHandled: Boolean; Amount: Decimal)
    begin
    end;

    procedure PublicOnes(Ignored: Integer)
    begin
    end;
}

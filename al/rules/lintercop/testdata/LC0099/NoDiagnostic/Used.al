codeunit 50143 "LC0099 Used"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"LC0099 Used", OnBeforeCheck, '', false, false)]
    local procedure OnBeforeCheckSubscriber(Amount: Decimal; var IsHandled: Boolean)
    begin
        IsHandled := Amount = 0;
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"LC0099 Used", OnBeforeCheck, '', false, false)]
    local procedure OtherBuild(Amount: Decimal)
    begin
#if CLEAN99
        Message('%1', Amount);
#endif
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforeCheck(Amount: Decimal; var IsHandled: Boolean)
    begin
    end;

    procedure Regular(Ignored: Integer)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"LC0099 Used", OnBeforeCheck, '', false, false)]
    [Obsolete('Replaced', '25.0')]
    local procedure OldSubscriber(Amount: Decimal)
    begin
    end;
}

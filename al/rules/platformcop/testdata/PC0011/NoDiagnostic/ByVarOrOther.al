codeunit 50122 "PC0011 No Diagnostic"
{
    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(var [|IsHandled|]: Boolean)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnAfterPost([|IsHandledText|]: Boolean; [|Handled|]: Integer)
    begin
    end;

    local procedure NotAnEvent([|IsHandled|]: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"PC0011 No Diagnostic", 'OnBeforePost', '', false, false)]
    local procedure Subscriber([|IsHandled|]: Boolean)
    begin
    end;
}

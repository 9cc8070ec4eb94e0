codeunit 50144 "LC0099 Fix"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"LC0099 Fix", OnBeforePost, '', false, false)]
    local procedure OnBeforePostSubscriber(DocumentNo: Code[20]; var IsHandled: Boolean)
    begin
        IsHandled := DocumentNo = '';
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(DocumentNo: Code[20]; Preview: Boolean; var IsHandled: Boolean)
    begin
    end;
}

codeunit 50145 "LC0099 Fix All"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"LC0099 Fix All", OnBeforePost, '', false, false)]
    local procedure OnBeforePostSubscriber([=DocumentNo=]: Code[20]; [=Preview=]: Boolean; var IsHandled: Boolean)
    begin
        IsHandled := true;
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"LC0099 Fix All", OnBeforePost, '', false, false)]
    local procedure SecondSubscriber([=DocumentNo=]: Code[20]; [=Preview=]: Boolean; var [=IsHandled=]: Boolean)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(DocumentNo: Code[20]; Preview: Boolean; var IsHandled: Boolean)
    begin
    end;
}

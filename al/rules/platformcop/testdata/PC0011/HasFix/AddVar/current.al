codeunit 50124 "PC0011 Fix"
{
    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(DocumentNo: Code[20]; [=IsHandled=]: Boolean)
    begin
    end;
}

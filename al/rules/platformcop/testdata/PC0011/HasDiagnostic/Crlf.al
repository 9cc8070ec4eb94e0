codeunit 50121 "PC0011 Crlf"
{
    [IntegrationEvent(false, false)]
    local procedure OnCrlf([=IsHandled=]: Boolean)
    begin
    end;
}

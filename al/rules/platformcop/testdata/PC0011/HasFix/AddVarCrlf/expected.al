codeunit 50125 "PC0011 Fix Crlf"
{
    [IntegrationEvent(false, false)]
    local procedure OnCrlf(
        var Handled: Boolean)
    begin
    end;
}

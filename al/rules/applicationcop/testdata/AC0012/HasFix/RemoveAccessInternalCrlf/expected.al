codeunit 50141 "AC0012 Remove Crlf"
{

    [IntegrationEvent(false, false)]
    local procedure OnCrlf()
    begin
    end;
}

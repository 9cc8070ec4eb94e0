codeunit 50141 "AC0012 Remove Crlf"
{
    Access = Internal;

    [IntegrationEvent(false, false)]
    local procedure [=OnCrlf=]()
    begin
    end;
}

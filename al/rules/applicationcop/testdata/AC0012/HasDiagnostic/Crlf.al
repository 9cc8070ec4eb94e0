codeunit 50131 "AC0012 Crlf"
{
    access = internal;

    [IntegrationEvent(false, false)]
    local procedure [=OnCrlf=]()
    begin
    end;
}

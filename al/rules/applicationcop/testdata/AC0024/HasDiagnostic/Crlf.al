codeunit 50112 "AC0024 Crlf"
{
    [IntegrationEvent(false, false)]
    procedure [=OnCrlf=]()
    begin
    end;
}

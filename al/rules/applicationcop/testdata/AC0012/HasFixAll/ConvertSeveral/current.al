codeunit 50142 "AC0012 Convert All"
{
    Access = Internal;

    [IntegrationEvent(false, false)]
    local procedure [=OnA=]()
    begin
    end;

    [IntegrationEvent(true, true)]
    local procedure [=OnB=]()
    begin
    end;
}

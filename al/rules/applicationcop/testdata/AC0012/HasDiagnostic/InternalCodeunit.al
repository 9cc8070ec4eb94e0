codeunit 50130 "AC0012 Internal"
{
    Access = Internal;

    [IntegrationEvent(false, false)]
    local procedure [=OnBeforePost=]()
    begin
    end;

    [integrationevent(true, false, true)]
    procedure [=OnAfterPost=]()
    begin
    end;
}

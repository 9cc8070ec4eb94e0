codeunit 50138 "AC0012 Convert"
{
    Access = Internal;

    [IntegrationEvent(true, false)]
    local procedure [=OnBeforePost=]()
    begin
    end;
}

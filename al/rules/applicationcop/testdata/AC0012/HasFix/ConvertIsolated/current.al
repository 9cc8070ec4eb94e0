codeunit 50139 "AC0012 Convert Isolated"
{
    Access = Internal;

    [Scope('OnPrem')]
    [IntegrationEvent(false, true, true)]
    local procedure [=OnBeforePost=]()
    begin
    end;
}

codeunit 50143 "AC0012 Remove All"
{

    [IntegrationEvent(false, false)]
    local procedure OnA()
    begin
    end;

    [IntegrationEvent(true, true)]
    local procedure OnB()
    begin
    end;
}

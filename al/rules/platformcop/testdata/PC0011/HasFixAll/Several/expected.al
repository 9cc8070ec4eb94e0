codeunit 50126 "PC0011 Fix All"
{
    [IntegrationEvent(false, false)]
    local procedure OnA(var IsHandled: Boolean; var Handled: Boolean)
    begin
    end;

    [BusinessEvent(false)]
    local procedure OnB(var Rec: Record "PC0011 Table"; var IsHandled: Boolean)
    begin
    end;
}

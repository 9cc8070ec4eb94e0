codeunit 50123 "PC0011 Obsolete"
{
    [Obsolete('Use the new event', '25.0')]
    [IntegrationEvent(false, false)]
    local procedure OnOld([|IsHandled|]: Boolean)
    begin
    end;
}

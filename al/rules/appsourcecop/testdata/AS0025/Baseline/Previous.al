codeunit 50100 C
{
    [IntegrationEvent(false, false)]
    local procedure OnX(A: Integer; B: Text)
    begin
    end;

}

codeunit 50100 C
{
    [IntegrationEvent(false, false)]
    local procedure [|OnX|](A: Integer)
    begin
    end;

}

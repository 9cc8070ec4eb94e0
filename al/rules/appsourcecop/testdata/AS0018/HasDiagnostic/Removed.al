codeunit 50100 [|C|]
{
    internal procedure Inner()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnX()
    begin
    end;

}

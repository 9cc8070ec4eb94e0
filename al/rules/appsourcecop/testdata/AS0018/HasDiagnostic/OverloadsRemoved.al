codeunit 50100 [|C|]
{
    procedure DoIt()
    begin
    end;

    internal procedure Inner()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnX()
    begin
    end;
}

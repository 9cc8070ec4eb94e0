codeunit 50100 C
{
    procedure [|P|](A: Integer)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnX(A: Integer; B: Text)
    begin
    end;
}

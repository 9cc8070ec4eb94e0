codeunit 50100 C
{
    procedure P(var A: Integer)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnX(A: Integer; B: Text; var C: Boolean)
    begin
    end;
}

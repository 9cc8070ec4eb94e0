codeunit 50100 C
{
    procedure DoIt()
    begin
    end;

    procedure Added()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnX()
    begin
    end;

}

codeunit 50100 C
{
    procedure Twin(A: Integer)
    begin
    end;

    procedure Twin(A: Text)
    begin
    end;

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

codeunit 50145 "Fix All Procs"
{
    local procedure [=A=]()
    begin
    end;

    local procedure [=B=]()
    begin
    end;

    procedure Keep()
    begin
    end;

    local procedure [=C=]()
    begin
    end;
}

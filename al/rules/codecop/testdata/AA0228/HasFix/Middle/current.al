codeunit 50143 "Fix Middle"
{
    procedure A()
    begin
    end;

    local procedure [=B=]()
    var
        I: Integer;
    begin
        I := 1;
    end;

    procedure C()
    begin
    end;
}

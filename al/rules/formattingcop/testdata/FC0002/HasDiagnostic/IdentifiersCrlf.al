codeunit 50171 "FC0002 Identifiers Crlf"
{
    var
        Counter: Integer;

    procedure Bump()
    begin
        [=counter=] += 1;
        [=bump2=]();
    end;

    local procedure Bump2()
    begin
        Counter := [=COUNTER=] + 1;
    end;
}

codeunit 50151 "Crlf Write"
{
    procedure P()
    var
        x: Integer;
    begin
        [=x=] := 1;
    end;
}

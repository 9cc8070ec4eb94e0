codeunit 50112 "Fix Multi"
{
    procedure P(): Integer
    var
        [=A=], B: Integer;
    begin
        exit(B);
    end;
}

codeunit 50112 "Fix Multi"
{
    procedure P(): Integer
    var
        B: Integer;
    begin
        exit(B);
    end;
}

codeunit 50100 C
{
    procedure P(var A: Integer)
    begin
    end;

}

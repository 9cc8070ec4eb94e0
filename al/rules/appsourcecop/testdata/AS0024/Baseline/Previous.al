codeunit 50100 C
{
    procedure P(A: Integer)
    begin
    end;

}

codeunit 50100 C
{
    procedure P()
    begin
    end;

}

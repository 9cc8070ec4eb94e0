codeunit 50100 C
{
    procedure Get(): Integer
    begin
    end;

}

codeunit 50117 "AC0024 Fix Crlf"
{
    [BusinessEvent(false)]
    procedure [=OnCrlf=]()
    begin
    end;
}

codeunit 50117 "AC0024 Fix Crlf"
{
    [BusinessEvent(false)]
    local procedure OnCrlf()
    begin
    end;
}

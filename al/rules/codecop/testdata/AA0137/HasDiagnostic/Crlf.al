codeunit 50103 "Crlf Unused"
{
    procedure P()
    var
        [=x=]: Integer;
    begin
    end;
}

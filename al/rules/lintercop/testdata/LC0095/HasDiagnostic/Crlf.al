codeunit 50122 "Crlf Params"
{
    procedure P([=a=]: Integer)
    begin
    end;
}

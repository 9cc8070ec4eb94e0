codeunit 50130 "Fix Only"
{
    procedure P([=a=]: Integer)
    begin
        Message('x');
    end;
}

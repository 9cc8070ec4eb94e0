codeunit 50113 "Fix Global"
{
    var
        [=Unused=]: Codeunit "Fix Global";

    procedure P()
    begin
    end;
}

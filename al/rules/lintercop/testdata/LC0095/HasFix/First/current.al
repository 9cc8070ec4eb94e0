codeunit 50127 "Fix First"
{
    procedure P([=a=]: Integer; b: Integer; var c: Text): Integer
    begin
        c := '';
        exit(b);
    end;
}

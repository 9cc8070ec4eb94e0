codeunit 50133 "Fix All"
{
    procedure FirstAndLast([=a=]: Integer; b: Integer; [=c=]: Integer): Integer
    begin
        exit(b);
    end;

    procedure All([=a=]: Integer; [=b=]: Integer)
    begin
    end;

    procedure MiddleTwo(a: Integer; [=b=]: Integer; [=c=]: Integer; d: Integer): Integer
    begin
        exit(a + d);
    end;

    procedure LastTwo(a: Integer; [=b=]: Integer; [=c=]: Integer): Integer
    begin
        exit(a);
    end;
}

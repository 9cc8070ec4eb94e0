codeunit 50128 "Fix Middle"
{
    procedure P(a: Integer; [=b=]: Integer; var c: Text): Integer
    begin
        c := '';
        exit(a);
    end;
}

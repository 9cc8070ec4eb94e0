codeunit 50129 "Fix Last"
{
    procedure P(a: Integer; b: Integer; var [=c=]: Text): Integer
    begin
        exit(a + b);
    end;
}

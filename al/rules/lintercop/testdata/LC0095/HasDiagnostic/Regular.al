codeunit 50120 "Params"
{
    procedure Calc(Used: Integer; [=Unused=]: Integer): Integer
    begin
        exit(USED);
    end;

    internal procedure Other(var [="Quoted Param"=]: Text; [=x=]: Decimal)
    begin
    end;

    procedure Impl([=Value=]: Integer)
    begin
    end;
}

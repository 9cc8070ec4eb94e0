codeunit 50180 "AC0020 Tokens"
{
    var
        [=ApiVersionTok=]: Label 'v2.0';
        [="Quoted NameTok"=]: Label 'quoted', Comment = 'A comment does not lock';

    procedure Run()
    var
        [=CategoryTok=]: Label 'SALES', MaxLength = 20;
        [=LockedFalseTok=]: Label 'x', Locked = false;
    begin
    end;
}

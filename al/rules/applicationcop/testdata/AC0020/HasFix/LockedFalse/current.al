codeunit 50185 "AC0020 Fix False"
{
    procedure Run()
    var
        [=CategoryTok=]: Label 'SALES', Locked = false, MaxLength = 20;
    begin
    end;
}

codeunit 50246 "AC0021 Labels"
{
    var
        [=ApiVersionLbl=]: Label 'v2.0', Locked = true;
        [="Endpoint Url"=]: Label 'https://example.com', Locked = true, Comment = 'not translated';

    procedure Run()
    var
        [=CategoryTOK=]: Label 'SALES', Locked = true;
        [=FirstTxt=], [=SecondTxt=]: Label 'shared', Locked = true;
    begin
    end;
}

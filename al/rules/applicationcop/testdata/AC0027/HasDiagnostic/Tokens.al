codeunit 50254 "AC0027 Tokens"
{
    var
        [=SalesLbl=]: Label 'Sales', Locked = true;
        [=CustomerNoTxt=]: Label 'customerno', Locked = true;
        [=ApiVersion=]: Label 'ApiVersion', Locked = true;

    procedure Run()
    var
        [=DefaultCategoryMsg=]: Label 'Default Category!', Locked = true, Comment = 'code';
        [="Sales Header"=]: Label 'Sales Header', Locked = true;
    begin
    end;
}

page 50181 AC0020Page
{
    trigger OnOpenPage()
    var
        [=UrlTok=]: Label 'https://example.com';
    begin
    end;
}

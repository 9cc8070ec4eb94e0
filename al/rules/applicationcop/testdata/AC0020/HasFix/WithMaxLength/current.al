codeunit 50186 "AC0020 Fix MaxLength"
{
    var
        [=CodeTok=]: Label 'ABC', Comment = 'Code', MaxLength = 10;
}

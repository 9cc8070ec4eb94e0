codeunit 50188 "AC0020 Fix Shared"
{
    var
        [=FirstTok=], [=SecondTok=]: Label 'shared';
        OtherLbl, [=ThirdTok=]: Label 'other', Comment = 'c';
}

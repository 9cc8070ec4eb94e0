codeunit 50188 "AC0020 Fix Shared"
{
    var
        FirstTok, SecondTok: Label 'shared', Locked = true;
        OtherLbl, ThirdTok: Label 'other', Comment = 'c', Locked = true;
}

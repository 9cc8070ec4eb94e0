codeunit 50111 "AA0470 Fix Sentence"
{
    var
        TotalErr: Label 'Expected %1, found %2.', Comment = 'Shown when totals differ. %1 = , %2 = ';
}

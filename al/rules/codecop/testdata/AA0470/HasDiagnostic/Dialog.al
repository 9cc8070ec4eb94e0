codeunit 50112 "AA0470 Dialog"
{
    var
        ProgressMsg: Label [='Posting #1########\Line #2######'=];
        MixedMsg: Label [='%1: #2####'=], Comment = '%1 = step';
}

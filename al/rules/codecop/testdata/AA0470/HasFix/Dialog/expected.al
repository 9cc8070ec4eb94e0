codeunit 50113 "AA0470 Fix Dialog"
{
    var
        ProgressMsg: Label '%1 @2@@@@@@ #3#######', Comment = '%1 = , #3 = ';
}

codeunit 50103 "AA0470 Commented"
{
    var
        GoodErr: Label [|'Cannot find %1 or %2.'|], Comment = '%1 = node name; %2 = parent node name';
        ReversedErr: Label [|'Cannot find %2 or %1.'|], Comment = '%2 = parent, %1 = node';
        LockedTxt: Label [|'%1|%2'|], Locked = true;
        NoPlaceholderMsg: Label [|'Done.'|];
        PercentMsg: Label [|'Discount 5 %.'|];
        DialogMsg: Label [|'Processing #1######'|], Comment = '%1 = document number';
        Dialog2Msg: Label [|'Processing #1###### of #2'|], Comment = '#1 is the current one, #2 the total';
        NumberSignMsg: Label [|'Use # or ## as fill'|];
        ProgressBarMsg: Label [|'Posting @1@@@@@@@@'|];
        Counter: Integer;
}

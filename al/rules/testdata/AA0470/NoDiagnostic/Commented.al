codeunit 50103 "AA0470 Commented"
{
    var
        GoodErr: Label [|'Cannot find %1 or %2.'|], Comment = '%1 = node name; %2 = parent node name';
        ReversedErr: Label [|'Cannot find %2 or %1.'|], Comment = '%2 = parent, %1 = node';
        LockedTxt: Label [|'%1|%2'|], Locked = true;
        NoPlaceholderMsg: Label [|'Done.'|];
        PercentMsg: Label [|'Discount 5 %.'|];
        DialogMsg: Label [|'Processing #1######'|];
        Counter: Integer;
}

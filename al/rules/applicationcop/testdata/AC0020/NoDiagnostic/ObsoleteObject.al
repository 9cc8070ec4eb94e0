codeunit 50183 "AC0020 Old"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    var
        [|OldTok|]: Label 'old';
}

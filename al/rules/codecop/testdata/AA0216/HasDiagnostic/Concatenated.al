codeunit 50216 "AA0216 Concatenated"
{
    procedure Run(CustomerNo: Code[20]; Detail: Text)
    var
        FailedErr: Label 'The posting failed.';
    begin
        if CustomerNo = '' then
            Error([='Customer ' + CustomerNo + ' is missing.'=]);
        Message([=('Posting failed: ' + FailedErr) + (' - see ' + Detail)=]);
        if not Confirm([=('Continue with ' + Detail + '?')=], false) then
            exit;
        Dialog.Message([=('2 ' + Detail)=]);
        Error([='Line ' + 'no. ' + Format(10)=]);
    end;
}

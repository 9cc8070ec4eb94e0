codeunit 50216 "AA0216 Concatenated"
{
    procedure Run(CustomerNo: Code[20]; Detail: Text)
    var
        FailedErr: Label 'The posting failed.';
    begin
        if CustomerNo = '' then
            Error([='Customer ' + CustomerNo + ' is missing.'=]);
        Message([=FailedErr + (' - see ' + Detail)=]);
        if not Confirm([=('Continue with ' + Detail + '?')=], false) then
            exit;
        Dialog.Message([=Detail + ' 2'=]);
        Error([='Line ' + 'no. ' + Format(10)=]);
    end;
}

codeunit 50217 "AA0216 Labels"
{
    procedure Run(CustomerNo: Code[20]; Detail: Text)
    var
        MissingErr: Label 'Customer %1 is missing.', Comment = '%1 = customer number';
        FailedErr: Label 'The posting failed.';
        ContinueQst: Label 'Do you want to continue?';
    begin
        Error(MissingErr, CustomerNo);
        Message(FailedErr + Detail);
        if not Confirm(ContinueQst + FailedErr, false) then
            exit;
        Message(MissingErr, CustomerNo + '-' + Detail);
        Error('');
        Error(Detail + '');
    end;
}

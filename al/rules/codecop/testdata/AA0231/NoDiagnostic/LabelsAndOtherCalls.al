codeunit 50285 "Error Messages"
{
    var
        NotFoundErr: Label 'Customer %1 was not found.', Comment = '%1 = customer number';

    procedure Fail(No: Code[20])
    var
        Msg: Text;
    begin
        Msg := StrSubstNo(NotFoundErr, No);
        Message(StrSubstNo(NotFoundErr, No));
        Message(NotFoundErr + ' ' + No);
        Error(NotFoundErr, No);
    end;
}

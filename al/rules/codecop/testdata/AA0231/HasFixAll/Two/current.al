codeunit 50165 "AA0231 Fix All"
{
    var
        WrongEmailErr: Label 'Customer %1 has an incorrect email', Comment = '%1 = customer number';
        EmptyErr: Label 'Nothing to do.';

    procedure Check(No: Code[20])
    begin
        if No = '' then
            Error([=StrSubstNo(EmptyErr)=]);
        Error([=StrSubstNo(WrongEmailErr,
            No)=]);
    end;
}

codeunit 50162 "AA0231 Built"
{
    var
        WrongEmailErr: Label 'Customer %1 has an incorrect email', Comment = '%1 = customer number';
        FirstErr: Label 'There are no lines. ';
        SecondErr: Label 'The worksheet is active.';

    procedure Check(No: Code[20])
    begin
        Error([=StrSubstNo(WrongEmailErr, No)=]);
        Error([=FirstErr + SecondErr=]);
        Dialog.Error([=StrSubstNo(WrongEmailErr, No)=]);
        Error([=(FirstErr + SecondErr)=]);
    end;
}

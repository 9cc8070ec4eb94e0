codeunit 50164 "AA0231 Fix"
{
    var
        WrongEmailErr: Label 'Customer %1 has an incorrect email', Comment = '%1 = customer number';

    procedure Check(No: Code[20])
    begin
        Error([=StrSubstNo(WrongEmailErr, No)=]);
    end;
}

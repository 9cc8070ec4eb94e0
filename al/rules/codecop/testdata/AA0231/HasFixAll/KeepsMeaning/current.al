codeunit 50363 "AA0231 Keeps Meaning"
{
    var
        WrongEmailErr: Label 'Customer %1 has an incorrect email', Comment = '%1 = customer number';
        TwoErr: Label '%1: %2', Comment = '%1 = message, %2 = detail';

    procedure Check(No: Code[20]; Detail: Text)
    begin
        if No = '' then
            Error([|StrSubstNo(WrongEmailErr, No)|]);
        if Detail = '' then
            Error([|StrSubstNo(WrongEmailErr, No)|], Detail);
        if Detail = 'x' then
            Error([|StrSubstNo /* translated */ (WrongEmailErr, No)|]);
        Error([|StrSubstNo()|]);
    end;
}

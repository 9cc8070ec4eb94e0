codeunit 50163 "AA0231 Placeholders"
{
    var
        WrongEmailErr: Label 'Customer %1 has an incorrect email', Comment = '%1 = customer number';

    procedure Check(No: Code[20])
    var
        Msg: Text;
    begin
        Error(WrongEmailErr, No);
        Msg := StrSubstNo(WrongEmailErr, No);
        Message(StrSubstNo(WrongEmailErr, No));
        Error(Msg);
#pragma warning disable AA0231
        Error(StrSubstNo(WrongEmailErr, No));
#pragma warning restore AA0231
    end;
}

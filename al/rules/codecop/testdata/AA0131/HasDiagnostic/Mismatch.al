codeunit 50131 "AA0131 Mismatch"
{
    var
        TwoErr: Label 'Customer %1 has no %2.', Comment = '%1 = number, %2 = field';
        OldTxt: TextConst ENU = 'Item %1';

    procedure Run(CustomerNo: Code[20]; Detail: Text)
    var
        Result: Text;
        NoneMsg: Label 'Done.';
        ContinueQst: Label 'Continue with %1?', Comment = '%1 = detail';
    begin
        [=Error(TwoErr, CustomerNo)=];
        Result := [=StrSubstNo('%1 and %3', CustomerNo, Detail)=];
        [=Message(NoneMsg, Detail)=];
        if [=Confirm(ContinueQst, false)=] then
            Result := [=StrSubstNo(OldTxt)=];
    end;
}

codeunit 50133 "AA0131 Values Still Checked"
{
    procedure Notify()
    var
        NotInstalledMsg: Label 'The %1 app is not installed.', Comment = '%1 = name of extension';
        TwoValuesErr: Label 'The %1 app needs %2.', Comment = '%1 = app, %2 = dependency';
    begin
        [=Message(NotInstalledMsg)=];
        [=Error(TwoValuesErr, 'A')=];
    end;
}

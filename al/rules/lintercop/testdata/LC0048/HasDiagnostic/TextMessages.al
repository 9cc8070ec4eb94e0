codeunit 50148 "LC0048 Text messages"
{
    var
        LastMessage: Text;

    procedure Fail(Customer: Record Customer; Reason: Text[100])
    var
        NotFoundLbl: Label 'Customer %1 was not found.', Comment = '%1 = customer number';
        Code: Code[20];
    begin
        [=Error('The customer is blocked.')=];
        [=Error(Reason)=];
        [=Error(LastMessage)=];
        [=Error(StrSubstNo(NotFoundLbl, Customer."No."))=];
        [=Error(GetLastErrorText())=];
        [=Error(Code)=];
        [=Error('Blocked: ' + Reason)=];
        [=Dialog.Error(Reason)=];
        [=Error(BuildMessage())=];
    end;

    local procedure BuildMessage(): Text
    begin
        exit('x');
    end;
}

codeunit 50132 "AA0131 Matching"
{
    var
        TwoErr: Label 'Customer %1 has no %2.', Comment = '%1 = number, %2 = field';

    procedure Run(CustomerNo: Code[20]; Detail: Text; Info: ErrorInfo)
    var
        Result: Text;
        ContinueQst: Label 'Continue with %1?', Comment = '%1 = detail';
        DoneMsg: Label 'Done.';
    begin
        Error(TwoErr, CustomerNo, Detail);
        Result := StrSubstNo('%1 is 100% done', CustomerNo);
        Result := StrSubstNo('#1#### of #2####', CustomerNo, Detail);
        if Confirm(ContinueQst, false, Detail) then
            Message(DoneMsg);
        // Texts alfix cannot read are not checked.
        Message(Detail, CustomerNo);
        Error(Info);
        Error('');
    end;
}

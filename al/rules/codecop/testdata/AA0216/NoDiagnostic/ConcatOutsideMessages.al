codeunit 50247 "Concatenations Elsewhere"
{
    var
        PrefixLbl: Label 'Customer ';
        FailedErr: Label 'Posting failed for %1.', Comment = '%1 = document';

    procedure Show(No: Code[20]; Name: Text)
    var
        Line: Text;
    begin
        Line := 'Customer ' + No;
        Message(PrefixLbl + Name);
        Error(FailedErr, 'Doc ' + No);
    end;
}

codeunit 50217 "AA0216 Punctuation"
{
    procedure Run(Detail: Text; Count: Integer)
    var
        FailedErr: Label 'The posting failed.';
        ContinueQst: Label 'Do you want to continue?';
    begin
        // Punctuation, spaces and line breaks are not words to translate.
        if not Confirm(FailedErr + '.\' + ContinueQst) then
            exit;
        Message(FailedErr + (' - ' + Detail));
        Message(Detail + '.');
        // Literals only: one constant text.
        Error('The test case %1 failed. ' +
              '%2 mismatches found.', Detail, Count);
    end;
}

codeunit 50340 "Import Feedback"
{
    var
        ImportedMsg: Label '%1 lines imported into %2.', Comment = '%1 = count, %2 = journal';

    procedure Report(Count: Integer)
    var
        SkippedErr: Label 'Line %1 was skipped.', Comment = '%1 = line number';
        ReplaceQst: Label 'Replace the %1 existing lines?', Comment = '%1 = count';
        ContinueQst: Label 'Continue the import?';
        Result: Text;
    begin
        Message([=ImportedMsg=]);
        Result := StrSubstNo([='Total: %1'=]);
        Result := Text.StrSubstNo([=SkippedErr=]);
        if Confirm([=ReplaceQst=]) then;
        if Confirm([=ReplaceQst=], false) then;
        if Dialog.Confirm([=ContinueQst=], true, Count) then;
        if Confirm([='Import %1 of %3?'=], true, Count, 2) then;
        Error([=SkippedErr=]);
    end;
}

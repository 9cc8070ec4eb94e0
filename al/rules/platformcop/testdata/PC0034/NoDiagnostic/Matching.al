codeunit 50341 "Export Feedback"
{
    var
        ExportedMsg: Label '%1 lines exported.', Comment = '%1 = count';

    procedure Report(Count: Integer; Info: ErrorInfo; Template: Text)
    var
        DoneMsg: Label 'Export finished.';
        OverwriteQst: Label 'Overwrite %1?', Comment = '%1 = file name';
        Result: Text;
    begin
        Message(ExportedMsg, Count);
        Message(DoneMsg);
        Result := StrSubstNo(ExportedMsg, Count, 'extra');
        Result := StrSubstNo(Template);
        Result := StrSubstNo('%1 and %2', 'a');
        if Confirm(OverwriteQst, true, 'export.csv') then;
        if Confirm(DoneMsg) then;
        if Confirm(DoneMsg, false) then;
        Error(Info);
        Error('');
        Error(GetLastErrorText());
    end;
}

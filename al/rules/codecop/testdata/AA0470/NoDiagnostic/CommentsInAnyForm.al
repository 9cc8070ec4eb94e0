codeunit 50335 "Labels With Comments"
{
    var
        TwoMsg: Label '%1 of %2', Comment = '%1 = current line; %2 = line count';
        DialogTxt: Label 'Posting #1########', Comment = '#1 = document number';
        RepeatedMsg: Label '%1 and %1', Comment = '%1 = customer name';

    procedure Show()
    begin
    end;
}

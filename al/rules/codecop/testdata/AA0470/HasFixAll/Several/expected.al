codeunit 50110 "AA0470 Fix All"
{
    var
        AErr: Label 'A %1', Comment = '%1 = ';
        BErr: Label 'B %1 %2', Comment = '%1 = first, %2 = ';
        CErr: Label 'C %1', Comment = '%1 = value';

    procedure Run()
    var
        DErr: Label 'D %1', Comment = '%1 = ';
    begin
    end;
}

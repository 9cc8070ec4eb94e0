codeunit 50333 "Date Texts Elsewhere"
{
    procedure Other(var Formula: DateFormula)
    var
        Day: Date;
    begin
        Evaluate(Formula, '1D');
        Message('CalcDate(''1D'', Today)');
        Day := DMY2Date(1, 1, 2025);
    end;
}

codeunit 50332 "Neutral Formulas"
{
    var
        NextMonthTok: Label '<CM+1D>', Locked = true;

    procedure Dates(Formula: DateFormula; Day: Date): Date
    begin
        Day := CalcDate(Formula, Day);
        Day := CalcDate('<+1D>', Day);
        Day := CalcDate('<-CM>');
        Day := CalcDate(NextMonthTok, Day);
        // Day := CalcDate('1D', Day);
        exit(CalcDate(StrSubstNo('<%1D>', 2), Day));
    end;
}

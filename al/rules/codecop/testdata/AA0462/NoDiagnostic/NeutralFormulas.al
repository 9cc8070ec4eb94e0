codeunit 50463 "AA0462 Neutral Formulas"
{
    procedure Run(Formula: DateFormula; Cust: Record Customer; Days: Integer): Date
    var
        Result: Date;
        YearTok: Label '<-1Y>', Locked = true;
    begin
        Result := CalcDate('<1D>', Today());
        Result := CalcDate('<CM+1M>', Result);
        Result := CalcDate(Formula, Result);
        Result := CalcDate(YearTok, Result);
        Result := CalcDate(StrSubstNo('<%1D>', Days), Result);
        Result := CalcDate('<' + Format(Days) + 'D>', Result);
        // A field of a table alfix cannot see: its type is unknown.
        Result := CalcDate(Cust."Payment Terms Code", Result);
        exit(Result);
    end;
}

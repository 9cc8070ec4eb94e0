codeunit 50462 "AA0462 Text Formulas"
{
    procedure Run(Expression: Text; Period: Code[10]): Date
    var
        Result: Date;
    begin
        Result := CalcDate([='1D'=], Today());
        Result := CALCDATE([='CM+1M'=], Result);
        Result := CalcDate([=Expression=], Result);
        exit(CalcDate([=Period=]));
    end;
}

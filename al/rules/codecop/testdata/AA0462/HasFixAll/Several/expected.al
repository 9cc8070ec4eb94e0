codeunit 50465 "AA0462 Fix All"
{
    procedure Run(): Date
    begin
        exit(CalcDate('<1D>', CalcDate('<CY>', WorkDate())));
    end;
}

codeunit 50464 "AA0462 Fix"
{
    procedure Run(): Date
    begin
        exit(CalcDate('<-1W>', WorkDate()));
    end;
}

codeunit 50159 "LC0083 Fix Expression"
{
    procedure NextWeek(D: Date): Integer
    begin
        exit((D + 7).WeekNo());
    end;
}

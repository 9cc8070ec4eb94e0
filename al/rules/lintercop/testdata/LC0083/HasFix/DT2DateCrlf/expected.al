codeunit 50158 "LC0083 Fix Crlf"
{
    procedure DateOf(DT: DateTime): Date
    begin
        exit(DT.Date());
    end;
}

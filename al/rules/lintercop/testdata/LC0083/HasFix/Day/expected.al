codeunit 50156 "LC0083 Fix Day"
{
    procedure Day(D: Date): Integer
    begin
        exit(D.Day()); // day of month
    end;
}

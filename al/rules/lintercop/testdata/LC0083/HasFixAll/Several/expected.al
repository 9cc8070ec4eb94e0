codeunit 50161 "LC0083 Fix All"
{
    procedure Parts(D: Date; DT: DateTime): Integer
    var
        T: Time;
    begin
        T := DT.Time();
        exit(D.Day() + DT.Date().Month() + D.DayOfWeek());
    end;
}

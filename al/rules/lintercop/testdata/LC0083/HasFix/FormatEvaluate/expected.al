codeunit 50185 "LC0083 Format Fix"
{
    procedure Minutes(StartTime: Time) MinuteValue: Integer
    begin
        MinuteValue := StartTime.Minute();
    end;
}

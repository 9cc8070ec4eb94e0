codeunit 50185 "LC0083 Format Fix"
{
    procedure Minutes(StartTime: Time) MinuteValue: Integer
    begin
        Evaluate(MinuteValue, [=Format(StartTime, 2, '<MINUTES>')=]);
    end;
}

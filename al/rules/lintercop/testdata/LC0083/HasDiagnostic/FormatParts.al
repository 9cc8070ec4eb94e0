codeunit 50183 "LC0083 Format Parts"
{
    procedure Parts(StartTime: Time): Text
    var
        HourValue: Integer;
        MinuteValue: Integer;
        SecondValue: Integer;
        MilliValue: Decimal;
    begin
        Evaluate(HourValue, [=Format(StartTime, 2, '<HOURS24>')=]);
        Evaluate(MinuteValue, [=Format(StartTime, 0, '<Minutes>')=]);
        Evaluate(SecondValue, [=Format(StartTime, 2, '<SECONDS>')=]);
        Evaluate(MilliValue, [=Format(StartTime, 3, '<THOUSANDS>')=]);
        exit('at ' + [=Format(StartTime, 2, '<HOURS24>')=]);
    end;
}

codeunit 50186 "LC0083 Format Fix All"
{
    procedure Parts(StartTime: Time): Text
    var
        HourValue: Integer;
        MilliValue: BigInteger;
    begin
        HourValue := StartTime.Hour();
        MilliValue := StartTime.Millisecond();
        Evaluate(HourValue, Format(StartTime, 1, '<HOURS24>'));
        if Evaluate(HourValue, Format(StartTime, 2, '<HOURS24>')) then
            exit(Format(StartTime, 2, '<HOURS24>'));
    end;
}

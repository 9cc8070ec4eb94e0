codeunit 50184 "LC0083 Format Other"
{
    procedure Other(Value: Variant; Moment: DateTime; StartTime: Time): Text
    var
        HourValue: Integer;
    begin
        Evaluate(HourValue, Format(Value, 2, '<HOURS24>'));
        Evaluate(HourValue, Format(Moment, 2, '<HOURS24>'));
        Evaluate(HourValue, Format(StartTime, 2, '<Hours24,2>'));
        Evaluate(HourValue, Format(StartTime));
        exit(Format(StartTime, 0, '<Hours24>:<Minutes,2>'));
    end;
}

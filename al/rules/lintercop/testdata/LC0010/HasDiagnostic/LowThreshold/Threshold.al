codeunit 50283 "LC0010 Low Threshold"
{
    procedure [=Check=](Value: Integer)
    begin
        while Value > 0 do
            Value -= 1;
        repeat
            Value += 1;
        until Value > 10;
    end;

    procedure Below(Value: Integer)
    begin
        if Value > 0 then
            Value := 0;
    end;
}

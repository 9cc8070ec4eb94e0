codeunit 50111 "CLI Limits"
{
    procedure Clamp(var Value: Integer)
    begin
        while Value > 50 do begin
            Value := Value - 1;
        end;
    end;
}

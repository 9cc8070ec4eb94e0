codeunit 50110 "CLI Counter"
{
    procedure Bump(var Value: Integer)
    begin
        if Value < 10 then begin
            Value := Value + 1;
        end;
    end;

    procedure Reset(var Value: Integer)
    begin
        if Value > 100 then begin
            Value := 0;
        end;
    end;
}

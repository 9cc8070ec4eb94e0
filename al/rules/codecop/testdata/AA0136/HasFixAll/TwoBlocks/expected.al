codeunit 50143 "AA0136 Fix All"
{
    procedure Check(Value: Integer): Boolean
    var
        i: Integer;
    begin
        for i := 1 to 10 do begin
            continue;
        end;
        if Value = 0 then begin
            Error('Zero');
        end;
        exit(true);
    end;
}

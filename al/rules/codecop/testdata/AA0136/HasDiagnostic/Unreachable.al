codeunit 50140 "AA0136 Unreachable"
{
    procedure Check(Value: Integer): Boolean
    var
        i: Integer;
    begin
        if Value = 0 then begin
            exit(false);
            [=Message('never')=];
        end;
        for i := 1 to 10 do begin
            break;
            [=i := i + 1=];
        end;
        case Value of
            1:
                exit(true);
            else
                Error('Unexpected value %1', Value);
                [=Value := 0=];
                Message('also never');
        end;
        repeat
            Dialog.Error('stop');
            [=i += 1=];
        until i > 5;
        exit(true);
        // A comment before the code: the fix keeps it.
        [=Message('after exit')=];
    end;
}

codeunit 50361 "AA0136 Keeps Directives"
{
    procedure Check(Value: Integer): Boolean
    begin
        if Value = 0 then begin
            exit(false);
            [|Value := 1|];
        end;
        if Value = 1 then begin
            exit(true);
            [|Value := 2|];
#if DEBUG
            Message('debug');
#endif
            Value := 3;
        end;
        exit(false);
    end;
}

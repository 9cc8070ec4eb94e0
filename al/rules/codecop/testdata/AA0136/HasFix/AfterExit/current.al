codeunit 50142 "AA0136 Fix"
{
    procedure Check(Value: Integer): Boolean
    begin
        if Value = 0 then begin
            exit(false);
            [=Message('never')=];
            Value := 1;
        end;
        exit(true);
    end;
}

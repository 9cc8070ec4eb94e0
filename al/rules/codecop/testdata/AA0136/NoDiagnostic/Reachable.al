codeunit 50141 "AA0136 Reachable"
{
    procedure Check(Value: Integer): Boolean
    begin
        if Value = 0 then
            exit(false)
        else
            Message('reachable');
        if Value = 1 then begin
            Message('reachable');
            exit(true);
        end;
        Error(Value);
    end;

    // A procedure of the object called Error is not the built-in.
    procedure Run()
    begin
        Error(1);
        Message('reachable');
#pragma warning disable AA0136
        exit;
        Message('suppressed');
#pragma warning restore AA0136
    end;

    local procedure Error(Value: Integer)
    begin
    end;
}

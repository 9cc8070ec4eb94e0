codeunit 50460 "Count Calls"
{
    procedure Run()
    begin
        // Two overloads, neither taking one argument: AL0126, not AL0135.
        Post(1);
        // Too many arguments: AL0126.
        Single(1, 2, 3);
        // A built-in of the same name may take the call.
        Message('x');
        Single(1, 2);
    end;

    local procedure Post(A: Integer; B: Integer)
    begin
    end;

    local procedure Post(A: Integer; B: Integer; C: Integer)
    begin
    end;

    local procedure Single(A: Integer; B: Integer)
    begin
    end;
}

codeunit 50141 "Operators At Line Breaks"
{
    procedure Wrapped(A: Decimal; B: Decimal; Flag: Boolean): Boolean
    var
        Sum: Decimal;
    begin
        Sum :=
            A +
            B;
        Sum := A
            - B;
        exit(Flag and
             (A <> B) or
             not Flag);
    end;
}

codeunit 50123 "Operator Spacing Crlf"
{
    procedure Spacing(A: Decimal)
    begin
        A[=:==] 1;
    end;
}

codeunit 50382 "Other Unary Operators"
{
    procedure Signs(A: Decimal; Flag: Boolean): Decimal
    begin
        if not Flag then
            A := -A;
        exit(+A * -1);
    end;
}

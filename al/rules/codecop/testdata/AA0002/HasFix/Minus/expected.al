codeunit 50131 "Unary Fix"
{
    procedure Unary(A: Decimal)
    begin
        A := -A; // negate
    end;
}

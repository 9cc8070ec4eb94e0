codeunit 50132 "Unary Fix All"
{
    procedure Unary(A: Decimal)
    begin
        A := -A + +1 - -(A * 2);
    end;
}

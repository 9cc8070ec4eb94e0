codeunit 50127 "Operator Fix Two"
{
    procedure Spacing(A: Decimal; B: Decimal): Boolean
    begin
        exit(A <= B);
    end;
}

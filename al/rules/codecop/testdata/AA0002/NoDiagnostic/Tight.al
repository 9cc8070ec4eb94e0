codeunit 50130 "Unary Tight"
{
    procedure Unary(A: Decimal)
    begin
        A := [|-A|];
        A := [|+A|];
        A := A [|-|] 1;
        A := [|-|]
            A;
    end;
}

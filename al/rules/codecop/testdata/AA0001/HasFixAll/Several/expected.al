codeunit 50128 "Operator Fix All"
{
    procedure Spacing(A: Decimal; B: Decimal)
    begin
        A := A + B * 2;
        if (A > 0) and (B < 0) then
            B -= 1;
    end;
}

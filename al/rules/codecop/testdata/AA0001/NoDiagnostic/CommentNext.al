codeunit 50125 "Operator Comment"
{
    procedure Spacing(A: Decimal)
    begin
        A := A /* half */[|/|] 2;
    end;
}

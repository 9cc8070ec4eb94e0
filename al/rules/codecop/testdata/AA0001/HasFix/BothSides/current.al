codeunit 50126 "Operator Fix"
{
    procedure Spacing(A: Decimal)
    begin
        A[=:==]A[=+=]1;
    end;
}

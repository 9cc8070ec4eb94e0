codeunit 50122 "Operator Spacing"
{
    procedure Spacing(A: Decimal; B: Decimal): Boolean
    var
        Ok: Boolean;
    begin
        A[|:=|]B;
        A [|+=|]  1;
        A := A[|+|] B;
        A := A  [|*|] B;
        A := A [|div|]  2;
        Ok := (A)[|and|](B > 0);
        Ok := A[|<>|]B;
        Ok := A [|>=|]B;
        exit(Ok [|or|]  (A[|=|]1));
    end;
}

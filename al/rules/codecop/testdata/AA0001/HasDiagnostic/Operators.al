codeunit 50122 "Operator Spacing"
{
    procedure Spacing(A: Decimal; B: Decimal): Boolean
    var
        Ok: Boolean;
        i: Integer;
    begin
        A[=:==]B;
        A [=+==]  1;
        A := A[=+=] B;
        A := A  [=*=] B;
        A := A [=div=]  2;
        for i [=:==]1 to 2 do
            A += i;
        Ok := (A)[=and=](B > 0);
        Ok := A[=<>=]B;
        Ok := A [=>==]B;
        exit(Ok [=or=]  (A[===]1));
    end;
}

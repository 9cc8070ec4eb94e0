codeunit 50124 "Operator Spacing Fine"
{
    procedure Spacing(A: Decimal; B: Decimal; Items: List of [Integer]): Boolean
    var
        Ok: Boolean;
        i: Integer;
    begin
        A [|:=|] B;
        A [|+=|] 1;
        A := A [|+|] B [|*|] 2;
        A := -A;
        Ok := (A > 0) [|and|]
            (B > 0);
        Ok := Ok
            [|or|] (A [|in|] [1 .. 5]);
        case A of
            1 .. 3:
                Ok := true;
        end;
        for i [|:=|] 1 to 2 do
            Items.Add(i);
        Message('%1,%2', A, B);
        exit(Ok);
    end;
}

codeunit 50196 "Operator Spacing Pragma"
{
    procedure Spacing(A: Decimal)
    begin
#pragma warning disable AA0001 // legacy layout kept on purpose
        A[|:=|]A[|+|]1;
#pragma warning restore AA0001
    end;
}

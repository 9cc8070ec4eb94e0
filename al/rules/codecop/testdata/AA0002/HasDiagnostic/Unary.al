codeunit 50129 "Unary Spacing"
{
    procedure Unary(A: Decimal)
    begin
        A := [=- A=];
        A := [=+  A=];
        A := B([=- 1=]);
        A := A * [=-	2=];
    end;

    procedure B(X: Decimal): Decimal
    begin
        exit(X);
    end;
}

codeunit 50197 "Unary Spacing Crlf"
{
    procedure Unary(A: Decimal)
    begin
        A := [=- A=];
    end;
}

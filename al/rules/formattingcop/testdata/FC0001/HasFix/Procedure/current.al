codeunit 50160 "Header Fix"
{
    procedure Calc(Amount: Decimal): Decimal[=;=] // doubles
    begin
        exit(Amount * 2);
    end;
}

codeunit 50159 "Header Obsolete Procedure"
{
    [Obsolete('Use Calc2 instead.', '25.0')]
    procedure Calc(Amount: Decimal): Decimal[|;|]
    begin
        exit(Amount);
    end;
}

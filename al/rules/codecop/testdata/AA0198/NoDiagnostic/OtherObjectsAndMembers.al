codeunit 50213 "Globals Here"
{
    var
        Amount: Decimal;

    procedure Calc(): Decimal
    var
        AmountLCY: Decimal;
    begin
        AmountLCY := Amount;
        exit(AmountLCY);
    end;
}

codeunit 50214 "Locals There"
{
    procedure Calc(): Decimal
    var
        Amount: Decimal;
    begin
        // Amount is a global of another codeunit only
        exit(Amount);
    end;
}

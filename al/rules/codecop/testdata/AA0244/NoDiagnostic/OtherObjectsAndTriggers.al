codeunit 50308 "Global Amount"
{
    var
        Amount: Decimal;

    procedure Set(NewAmount: Decimal)
    begin
        Amount := NewAmount;
    end;
}

codeunit 50309 "Param Amount"
{
    procedure Set(Amount: Decimal)
    begin
    end;
}

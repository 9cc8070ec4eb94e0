codeunit 50153 "Assignable Targets"
{
    procedure Use(var Customer: Record Customer)
    var
        Amounts: array[2] of Decimal;
        Amount: Decimal;
    begin
        Amount := 1;
        Amounts[2] := Amount;
        Customer.Name := 'x';
        Customer.ReadIsolation := IsolationLevel::ReadCommitted;
        Amount += 2;
    end;
}

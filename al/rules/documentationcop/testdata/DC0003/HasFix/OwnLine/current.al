codeunit 50169 "Empty Statement Fix"
{
    procedure Empties(Amount: Decimal)
    begin
        Amount := 1;
        [=;=]
        Amount := 2;
    end;
}

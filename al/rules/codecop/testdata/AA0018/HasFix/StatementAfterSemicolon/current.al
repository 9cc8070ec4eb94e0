codeunit 50151 "Line Starts Fix Statement"
{
    procedure Starts(Amount: Decimal)
    begin
        Amount := 1;  [=while=] Amount > 0 do
            Amount -= 1;
    end;
}

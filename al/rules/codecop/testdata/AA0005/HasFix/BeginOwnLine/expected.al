codeunit 50120 "Fix Begin Own Line"
{
    procedure Fix(Amount: Decimal)
    begin
        while Amount > 0 do
            Amount := Amount -
                1;
    end;
}

codeunit 50119 "Fix One Line"
{
    procedure Fix(Amount: Decimal)
    begin
        if Amount > 0 then Amount := 0;
    end;
}

codeunit 50121 "Fix All Blocks"
{
    procedure Fix(Amount: Decimal; Other: Decimal)
    begin
        if Amount > 0 then
            if Other > 0 then
                Amount := 0;
        if Amount < 0 then
            Amount := 1
        else
            Amount := 2;
    end;
}

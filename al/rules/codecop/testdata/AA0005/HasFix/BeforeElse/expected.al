codeunit 50118 "Fix Before Else"
{
    procedure Fix(Amount: Decimal)
    begin
        if Amount > 0 then
            Amount := 0
        else begin
            Amount := 1;
            Message('negative');
        end;
    end;
}

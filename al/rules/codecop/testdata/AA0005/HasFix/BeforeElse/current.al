codeunit 50118 "Fix Before Else"
{
    procedure Fix(Amount: Decimal)
    begin
        if Amount > 0 then [=begin=]
            Amount := 0;
        end else begin
            Amount := 1;
            Message('negative');
        end;
    end;
}

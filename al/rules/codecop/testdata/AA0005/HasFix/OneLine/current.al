codeunit 50119 "Fix One Line"
{
    procedure Fix(Amount: Decimal)
    begin
        if Amount > 0 then [=begin=] Amount := 0 end;
    end;
}

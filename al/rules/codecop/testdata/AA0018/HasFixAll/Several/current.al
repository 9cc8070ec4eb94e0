codeunit 50153 "Line Starts Fix All"
{
    procedure Starts(Amount: Decimal)
    begin
        if Amount > 0 then begin Amount := 0; [=end=];
        Amount := 1; [=if=] Amount > 0 then [=repeat=]
            Amount -= 1; [=until=] Amount = 0;
    end ;
}

codeunit 50150 "Line Starts Fix Repeat"
{
    procedure Starts(Amount: Decimal)
    begin
        if Amount > 0 then
            repeat
                Amount -= 1;
            until Amount = 0;
    end;
}

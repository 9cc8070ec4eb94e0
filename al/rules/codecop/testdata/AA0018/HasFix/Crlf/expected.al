codeunit 50195 "Line Starts Fix Crlf"
{
    procedure Starts(Amount: Decimal)
    begin
        if Amount > 0 then
            repeat
                Amount -= 1;
            until Amount = 0;
    end;
}

codeunit 50145 "Line Starts"
{
    procedure Starts(Amount: Decimal)
    var
        i: Integer;
    begin
        if Amount > 0 then begin
            Amount := 0; [=end=];
        Amount := 1; [=if=] Amount > 0 then
            Amount := 2;
        if Amount > 0 then [=repeat=]
            Amount -= 1;
        until Amount = 0;
        repeat
            Amount += 1; [=until=] Amount > 5;
        Amount := 3; [=for=] i := 1 to 2 do
            Amount += i;
        Amount := 4; [=while=] Amount > 0 do
            Amount -= 1;
        Amount := 5; [=case=] Amount of
            5:
                Amount := 6;
        end [=end=];
}

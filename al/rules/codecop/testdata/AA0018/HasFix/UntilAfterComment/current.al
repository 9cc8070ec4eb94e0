codeunit 50152 "Line Starts Fix Until"
{
    procedure Starts(Amount: Decimal)
    begin
        repeat
            Amount += 1; /* step */ [=until=] Amount > 5;
    end;
}

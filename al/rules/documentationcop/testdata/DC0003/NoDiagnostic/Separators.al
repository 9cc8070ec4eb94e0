codeunit 50168 "Empty Statements None"
{
    procedure Separators(Amount: Decimal)
    begin
        Amount := 1[|;|]
        if Amount > 0 then
            Amount := 0[|;|]
        repeat
            Amount += 1[|;|]
        until Amount > 5;
    end[|;|]
}

codeunit 50116 "Nested Statement List"
{
    procedure Nested(Amount: Decimal)
    begin
        [|begin|]
            Amount := 1;
        end;
        repeat
            [|begin|]
                Amount += 1;
            end;
        until Amount > 5;
    end;
}

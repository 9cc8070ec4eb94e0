codeunit 50115 "Dangling Else"
{
    procedure Dangling(A: Boolean; B: Boolean)
    begin
        if A then [|begin|]
            if B then
                Message('a and b');
        end else
            Message('not a');
    end;
}

codeunit 50116 "Dangling Else Nested"
{
    procedure Nested(A: Boolean; B: Boolean; Amount: Decimal)
    begin
        if A then
            while Amount > 0 do [|begin|]
                if B then
                    Amount -= 1;
            end
        else
            Message('not a');
        case Amount of
            1:
                [|begin|]
                    if B then
                        Amount := 0;
                end
            else
                Amount := 2;
        end;
    end;
}

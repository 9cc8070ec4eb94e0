codeunit 50167 "Empty Statements Documented"
{
    procedure Empties(Amount: Decimal)
    begin
        if Amount > 0 then[|;|] // nothing to do: the caller resets it
        // kept on purpose: the loop only waits
        while Amount > 10 do
            [|;|]
        case Amount of
            1:
                [|;|] /* handled by a subscriber */
        end;
    end;
}

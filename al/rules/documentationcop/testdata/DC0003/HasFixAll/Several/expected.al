codeunit 50171 "Empty Statement Fix All"
{
    procedure Empties(Amount: Decimal)
    begin
        Amount := 1;
        repeat
            Amount += 1;
        until Amount > 3;
        case Amount of
            4:
                Amount := 0;
            else
                Message('other');
        end;
    end;
}

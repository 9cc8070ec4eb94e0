codeunit 50147 "Line Starts Fine"
{
    procedure Starts(Amount: Decimal)
    var
        i: Integer;
    begin
        [|if|] Amount > 0 then begin
            Amount := 0;
        [|end|] else [|if|] Amount < 0 then
            Amount := 1
        else
            Amount := 2;
        [|repeat|]
            Amount += 1;
        [|until|] Amount > 5;
        [|for|] i := 1 to 2 do
            Amount += i;
        [|while|] Amount > 0 do
            Amount -= 1;
        [|case|] Amount of
            5:
                Amount := 6;
        [|end|];
        Amount := Amount + 1;
    [|end|];

    procedure Empty()
    begin
    [|end|];
}

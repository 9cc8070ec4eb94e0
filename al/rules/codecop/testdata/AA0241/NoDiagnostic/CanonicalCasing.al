codeunit 50104 "Casing Fine"
{
    procedure Check(Amount: Decimal): Boolean
    var
        i: Integer;
    [|begin|]
        [|if|] Amount > 0 [|then|]
            exit([|true|]);
        [|for|] i := 1 [|to|] 10 [|do|]
            Amount += i;
        exit([|false|] [|or|] [|not|] (Amount = 0));
    [|end|];
}

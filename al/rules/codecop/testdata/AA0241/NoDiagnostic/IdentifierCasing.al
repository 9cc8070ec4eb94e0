codeunit 50178 "AA0241 Identifier Casing"
{
    procedure Run(MaxCount: Integer): Integer
    var
        Cust: Record Customer;
        Total: Integer;
    begin
        [|total|] := [|maxcount|];
        if Cust.[|FINDSET|]() then
            [|TOTAL|] += 1;
        exit([|total|] + [|today|]().Year());
    end;
}

codeunit 50132 "Fix All Keeps Comments"
{
    procedure Fix(Amount: Decimal)
    begin
        if Amount > 0 then [|begin|]
            Amount := 0;
        end;
        if Amount > 1 then [|begin|]
            // the reason stays with its statement
            Amount := 1;
        end;
        if Amount > 2 then [|begin|]
            Amount := 2; // cannot stay before an else
        end else
            Amount := 3;
    end;
}

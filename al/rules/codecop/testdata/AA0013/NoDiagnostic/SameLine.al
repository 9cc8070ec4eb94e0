codeunit 50140 "Begin Placement Fine"
{
    procedure Place(Amount: Decimal)
    [|begin|]
        if Amount > 0 then [|begin|]
            Amount := 0;
            Message('reset');
        end else [|begin|]
            Amount := 1;
            Message('set');
        end;
        [|begin|]
            Amount := 2;
        end;
        case Amount of
            1:
                [|begin|]
                    Amount := 3;
                    Message('case');
                end;
        end;
    end;
}

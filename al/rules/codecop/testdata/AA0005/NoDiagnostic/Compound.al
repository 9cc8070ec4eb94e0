codeunit 50114 "Compound Blocks"
{
    procedure Compound(Amount: Decimal)
    begin
        if Amount > 0 then [|begin|]
            Amount := 0;
            Message('reset');
        end;
        if Amount > 0 then [|begin|]
        end;
    end;

    procedure ProcedureBody()
    [|begin|]
        Message('one statement');
    end;
}

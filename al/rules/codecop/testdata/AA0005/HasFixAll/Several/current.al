codeunit 50121 "Fix All Blocks"
{
    procedure Fix(Amount: Decimal; Other: Decimal)
    begin
        if Amount > 0 then [=begin=]
            if Other > 0 then [=begin=]
                Amount := 0;
            end;
        end;
        if Amount < 0 then [=begin=]
            Amount := 1;
        end else [=begin=]
            Amount := 2;
        end;
    end;
}

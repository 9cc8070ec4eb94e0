codeunit 50113 "Single Statement Comment"
{
    procedure Commented(Amount: Decimal)
    begin
        if Amount > 0 then [=begin=]
            // reset
            Amount := 0;
        end;
    end;
}

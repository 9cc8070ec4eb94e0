codeunit 50122 "Fix Trailing Comment"
{
    procedure Fix(Amount: Decimal)
    begin
        if Amount > 0 then [=begin=]
            Amount := 0; // reset positive amounts
        end;
        Message('done');
    end;
}

codeunit 50117 "Fix Then Block"
{
    procedure Fix(Amount: Decimal)
    begin
        // reset positive amounts
        if Amount > 0 then [=begin=]
            Amount := 0;
        end; // comment after end stays
        Message('done');
    end;
}

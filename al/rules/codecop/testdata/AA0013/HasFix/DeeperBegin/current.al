codeunit 50143 "Begin Fix Deeper"
{
    procedure Place(Amount: Decimal)
    begin
        if Amount > 0 then
            [=begin=]
                Amount := 0;

                Message('reset');
            end;
    end;
}

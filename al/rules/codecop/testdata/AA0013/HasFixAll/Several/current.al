codeunit 50144 "Begin Fix All"
{
    procedure Place(Amount: Decimal)
    begin
        if Amount > 0 then
        [=begin=]
            Amount := 0;
            Message('reset');
        end
        else
        [=begin=]
            Amount := 1;
            Message('set');
        end;
        while Amount > 0 do  [=begin=]
            Amount -= 1;
            Message('loop');
        end;
    end;
}

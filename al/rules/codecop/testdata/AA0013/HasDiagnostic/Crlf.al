codeunit 50139 "Begin Placement"
{
    procedure Place(Amount: Decimal; Items: List of [Integer])
    var
        i: Integer;
        Item: Integer;
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
        while Amount < 10 do  [=begin=]
            Amount += 1;
            Message('loop');
        end;
        for i := 1 to 2 do
            [=begin=]
                Amount += i;
                Message('for');
            end;
        foreach Item in Items do
        // a comment between
        [=begin=]
            Amount += Item;
            Message('foreach');
        end;
    end;
}

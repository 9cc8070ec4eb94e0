codeunit 50111 "Single Statement Blocks"
{
    procedure Bodies(Amount: Decimal; List: List of [Integer])
    var
        i: Integer;
        Item: Integer;
    begin
        if Amount > 0 then [=begin=]
            Amount := 0;
        end;
        if Amount < 0 then
            Amount := 1
        else [=begin=]
            Amount := 2;
        end;
        while Amount < 10 do [=begin=]
            Amount += 1;
        end;
        for i := 1 to 3 do [=begin=]
            Amount += i;
        end;
        foreach Item in List do [=begin=]
            Amount += Item;
        end;
        case Amount of
            1:
                [=begin=]
                    Amount := 3;
                end;
        end;
    end;
}

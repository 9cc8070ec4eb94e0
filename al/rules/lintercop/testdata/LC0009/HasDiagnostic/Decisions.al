codeunit 50280 "LC0009 Decisions"
{
    procedure [=Classify=](Amount: Decimal; Kind: Integer; Names: List of [Text]): Integer
    var
        i: Integer;
        Name: Text;
    begin
        if (Amount > 0) and (Kind <> 0) or (Amount < -100) then
            exit(1)
        else
            if Amount = 0 then
                exit(0);
        case Kind of
            1, 2:
                exit(2);
            3:
                exit(Kind > 2 ? 3 : 4);
            else
                exit(5);
        end;
        for i := 1 to 3 do
            while Amount > i do
                Amount -= 1;
        repeat
            Amount += 1;
        until Amount >= 0;
        foreach Name in Names do
            Amount += StrLen(Name);
    end;

    trigger [=OnRun=]()
    begin
        Classify(1, 1, Names);
    end;

    local procedure Empty()
    begin
    end;

    var
        Names: List of [Text];
}

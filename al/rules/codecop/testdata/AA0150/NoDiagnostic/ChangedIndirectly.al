codeunit 50199 "Var Parameters Changed"
{
    procedure Change(var Amount: Decimal; var Names: List of [Text]; var Counter: Integer; var Day: Date; var Total: Decimal)
    begin
        Names.Add('x');
        for Counter := 1 to 2 do;
        Evaluate(Day, '010125D');
        Increase(Amount);
        Total += 1;
    end;

    local procedure Increase(var Value: Decimal)
    begin
        Value := Value + 1;
    end;
}

codeunit 50215 "Not Locals"
{
    var
        Total: Decimal;
        Name: Text;

    procedure Sum(Value: Decimal) Result: Decimal
    begin
        Result := Value + Total;
    end;

    procedure Show()
    var
        Names: Text;
        TotalLCY: Decimal;
    begin
        Names := Name;
    end;
}

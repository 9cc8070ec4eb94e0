codeunit 50231 "Values Read"
{
    procedure Use(): Decimal
    var
        Total: Decimal;
        Customer: Record Customer;
        Arr: array[2] of Integer;
        Result: Decimal;
    begin
        Total += 1;
        Customer.Name := 'x';
        Arr[1] := 2;
        Result := 3;
        exit(Result);
    end;

    procedure Passed()
    var
        Value: Decimal;
        Other: Codeunit "Codeunit Of Another App";
    begin
        Value := 1;
        Other.Take(Value);
    end;
}

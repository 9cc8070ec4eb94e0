codeunit 50448 "Builtin Args Fine"
{
    procedure Run()
    var
        Cust: Record Customer;
        Name: Text[50];
        No: Code[20];
        Amount: Decimal;
        Day: Integer;
        Big: BigInteger;
        Formula: DateFormula;
        V: Variant;
        Kind: Option A,B;
        Sep: Char;
        Greeting: Label 'Hello';
        Posted: Date;
    begin
        Day := StrLen(Name) + StrLen(No) + StrLen('x') + StrLen(Greeting) + StrLen(V) + StrLen(Sep);
        Name := CopyStr(Name, '1', Big);
        Posted := CalcDate(Formula, Today());
        Posted := CalcDate('<1D>', Posted);
        Name := Format(5) + StrSubstNo('%1 %2', 5, true);
        Amount := Round(Amount, 1) + Round(Day, Big, '=');
        Day := Random(Kind);
        Day := Date2DMY(Posted, 3);
        with Cust do
            Day := StrLen(5);
#if CLEAN99
        Day := StrLen(5);
#endif
        Name := Pad(5);
        Day := Text.StrLen(No);
    end;

    local procedure Pad(Value: Integer): Text
    begin
        exit(PadStr('', Value, '0'));
    end;
}

codeunit 50449 "Own StrLen"
{
    procedure Run(): Integer
    begin
        exit(StrLen(5));
    end;

    local procedure StrLen(Value: Integer): Integer
    begin
        exit(Value);
    end;
}

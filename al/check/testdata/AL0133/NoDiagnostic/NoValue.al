codeunit 50446 "Arg With Value"
{
    procedure Run()
    var
        Cust: Record Customer;
    begin
        Cust.SetCreditLimit(Amount());
        Describe(Format(Amount()), 1);
        Keep(Reset());
        Message('%1', Reset());
    end;

    local procedure Describe(Name: Text; Count: Integer)
    begin
    end;

    local procedure Keep(Value: Variant)
    begin
    end;

    local procedure Amount(): Decimal
    begin
    end;

    local procedure Reset()
    begin
    end;
}

codeunit 50473 "Bare Arguments Fine"
{
    // Calls without parentheses whose return type converts to the
    // parameter; the overload without arguments decides.
    procedure Run(var Cust: Record Customer)
    begin
        Cust.SetCreditLimit(Amount);
        Cust.SetCreditLimit(Count2);
    end;

    local procedure Amount(Factor: Decimal): Text
    begin
    end;

    local procedure Amount(): Decimal
    begin
    end;

    local procedure Count2(): Integer
    begin
    end;
}

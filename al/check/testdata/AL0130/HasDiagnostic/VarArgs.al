namespace Own.Sales;

using Base.Sales;

codeunit 50150 "Own Var Arguments"
{
    procedure Use()
    var
        Customer: Record Customer;
        Amount: Decimal;
    begin
        Increase([=Amount + 1=]);
        Increase([=10=]);
        Increase([=(Amount * 2)=]);
        Increase([=Total()=]);
        Fill(Customer, [=Customer.Name = ''=]);
        SetKind([=Enum::"Document Kind"::Order=]);
    end;

    local procedure Increase(var Value: Decimal)
    begin
        Value += 1;
    end;

    local procedure Fill(var Customer: Record Customer; var Found: Boolean)
    begin
        Found := Customer.FindFirst();
    end;

    local procedure SetKind(var Kind: Enum "Document Kind")
    begin
        Kind := Kind::Quote;
    end;

    local procedure Total(): Decimal
    begin
        exit(1);
    end;
}

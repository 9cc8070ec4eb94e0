codeunit 50104 "Stock Check"
{
    [IntegrationEvent(false, false)]
    procedure OnCheck(var Quantity: Decimal)
    begin
    end;
}

codeunit 50105 "Stock Check Hooks"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Stock Check", OnCheck, '', false, false)]
    local procedure RoundQuantity(var Quantity: Decimal)
    begin
        Quantity := Round(Quantity, 1);
    end;
}

codeunit 50106 "Price Calc"
{
    [IntegrationEvent(false, false)]
    procedure OnCalc(var Price: Decimal; var Discount: Decimal; Currency: Code[10])
    begin
    end;
}

codeunit 50107 "Price Calc Hooks"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Price Calc", OnCalc, '', false, false)]
    local procedure Adjust([=Price=]: Decimal; [=Discount=]: Decimal; Currency: Code[10])
    begin
    end;
}

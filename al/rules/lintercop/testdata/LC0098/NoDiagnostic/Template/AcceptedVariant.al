codeunit 50350 "LC0098 Variant"
{
    // KnownAcronyms pins Lcy: the spelling is accepted beside LCY.
    [EventSubscriber(ObjectType::Table, Database::"Sales Line2", OnAfterValidateEvent, "Amount (LCY)", false, false)]
    local procedure OnSalesLine2_OnAfterValidateEvent_AmountLcy(var Rec: Record "Sales Line2")
    begin
    end;
}

table 50351 "Sales Line2"
{
    fields
    {
        field(1; "Amount (LCY)"; Decimal) { }
    }
}

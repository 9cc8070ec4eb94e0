codeunit 50348 "LC0098 Styled Fine"
{
    [EventSubscriber(ObjectType::Table, Database::"Sales Line", OnAfterValidateEvent, "Amount (LCY)", false, false)]
    local procedure OnSalesLine_OnAfterValidateEvent_AmountLCY(var Rec: Record "Sales Line")
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"Sales Line", OnAfterValidateEvent, "Line Discount %", false, false)]
    local procedure OnSalesLine_OnAfterValidateEvent_LineDiscount(var Rec: Record "Sales Line")
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"Sales Line", OnAfterModifyEvent, '', false, false)]
    local procedure OnSalesLine_OnAfterModifyEvent(var Rec: Record "Sales Line")
    begin
    end;
}

table 50349 "Sales Line"
{
    fields
    {
        field(1; "Amount (LCY)"; Decimal) { }
        field(2; "Line Discount %"; Decimal) { }
    }
}

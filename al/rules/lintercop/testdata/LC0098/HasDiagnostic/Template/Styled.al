codeunit 50346 "LC0098 Styled"
{
    [EventSubscriber(ObjectType::Table, Database::"Sales Header", OnAfterValidateEvent, "Sell-to Customer No.", false, false)]
    local procedure [="Sales Header_OnAfterValidateEvent_Sell-to Customer No."=](var Rec: Record "Sales Header")
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"Sales Header", OnAfterValidateEvent, "Amount (LCY)", false, false)]
    local procedure [=OnSalesHeader_OnAfterValidateEvent_AmountLCy=](var Rec: Record "Sales Header")
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"Sales Header", OnAfterValidateEvent, "vat id", false, false)]
    local procedure [=OnSalesHeader_OnAfterValidateEvent_VatID=](var Rec: Record "Sales Header")
    begin
    end;
}

table 50347 "Sales Header"
{
    fields
    {
        field(1; "Sell-to Customer No."; Code[20]) { }
        field(2; "Amount (LCY)"; Decimal) { }
        field(3; "vat id"; Text[20]) { }
    }
}

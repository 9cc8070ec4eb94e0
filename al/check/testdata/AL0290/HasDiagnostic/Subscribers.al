namespace Own.Sales;

using Base.Sales;

codeunit 50174 "Own Element Subscribers"
{
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', [='Name'=], false, false)]
    local procedure OnAfterInsertCustomer(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnOpenPageEvent', [='Post Now'=], false, false)]
    local procedure OnOpenCustomerCard(var Rec: Record Customer)
    begin
    end;
}

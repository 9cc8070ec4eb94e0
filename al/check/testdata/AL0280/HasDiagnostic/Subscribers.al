namespace Own.Sales;

using Base.Sales;

codeunit 50160 "Own Subscribers"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", [='OnBeforePostSalesDocument'=], '', false, false)]
    local procedure OnBeforePost(var SalesHeader: Record "Sales Header")
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", [='NotPublished'=], '', false, false)]
    local procedure OnNotPublishedCall()
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, [='OnAfterCheckCredits'=], '', false, false)]
    local procedure OnAfterCheck(var Customer: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, 80, [='OnAfterPost'=], '', false, false)]
    local procedure OnAfterPostById()
    begin
    end;
}

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

codeunit 50162 "Own Trigger Subscribers"
{
    // A misspelled trigger event, a trigger event of another kind.
    [EventSubscriber(ObjectType::Table, Database::Customer, [='OnAfterValdiateEvent'=], 'Name', false, false)]
    local procedure OnAfterValidateName(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, [='OnAfterActionEvent'=], 'Post Now', false, false)]
    local procedure OnAfterPostNow(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", [='OnAfterInsertEvent'=], '', false, false)]
    local procedure OnAfterInsertOnPage(var Rec: Record Customer)
    begin
    end;

    // Elements that the object does not have.
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnBeforeValidateEvent', [='Nmae'=], false, false)]
    local procedure OnBeforeValidateNmae(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, OnAfterValidateEvent, [="Nmae"=], false, false)]
    local procedure OnAfterValidateNmae(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnAfterActionEvent', [='Post Later'=], false, false)]
    local procedure OnAfterPostLater(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnAfterValidateEvent', [='Name'=], false, false)]
    local procedure OnAfterValidateNameControl(var Rec: Record Customer)
    begin
    end;
}

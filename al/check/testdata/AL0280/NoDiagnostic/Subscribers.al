namespace Own.Sales;

using Base.Sales;

codeunit 50161 "Own Good Subscribers"
{
    // Events of the object and of its extensions, names in other case, ids.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnBeforePostSalesDoc', '', false, false)]
    local procedure OnBeforePost(var SalesHeader: Record "Sales Header")
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, 80, 'onafterpostsalesdoc', '', false, false)]
    local procedure OnAfterPost(var SalesHeader: Record "Sales Header")
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterCheckCredit', '', false, false)]
    local procedure OnAfterCheck(var Customer: Record Customer)
    begin
    end;

    // Trigger events of the platform.
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'Name', false, false)]
    local procedure OnValidateName(var Rec: Record Customer; var xRec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnAfterValidateEvent', 'customername', false, false)]
    local procedure OnValidateNameControl(var Rec: Record Customer; var xRec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnBeforeActionEvent', 'Post Now', false, false)]
    local procedure OnBeforePostNow(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, 21, 'OnOpenPageEvent', '', false, false)]
    local procedure OnOpenCustomerCard(var Rec: Record Customer)
    begin
    end;

    // Identifier syntax (runtime 11).
    [EventSubscriber(ObjectType::Table, Database::Customer, OnAfterValidateEvent, "No.", false, false)]
    local procedure OnValidateNo(var Rec: Record Customer)
    begin
    end;

    // Publishers alfix does not have (a System object, a missing app).
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"System Initialization", 'OnAfterLogin', '', false, false)]
    local procedure OnAfterLogin()
    begin
    end;

    // Events of this app.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Own Good Subscribers", 'OnOwnEvent', '', false, false)]
    local procedure OnOwn()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnOwnEvent()
    begin
    end;
}

namespace Own.Sales;

using Base.Sales;

codeunit 50171 "Own Bad Subscribers"
{
    // RunTrigger is not a parameter of the validate events; CurrentFieldNo
    // is not CurrFieldNo.
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'Name', false, false)]
    local procedure OnAfterValidateName(var Rec: Record Customer; [|RunTrigger|]: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnBeforeValidateEvent', 'Name', false, false)]
    local procedure OnBeforeValidateName(var Rec: Record Customer; var xRec: Record Customer; [|CurrentFieldNo|]: Integer)
    begin
    end;

    // Insert events have no xRec.
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', '', false, false)]
    local procedure OnAfterInsertCustomer(var Rec: Record Customer; var [|xRec|]: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnAfterGetRecordEvent', '', false, false)]
    local procedure OnAfterGetRecord(var Rec: Record Customer; var [|AllowModify|]: Boolean)
    begin
    end;

    // A declared event's parameters are matched by name.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnBeforePostSalesDoc', '', false, false)]
    local procedure OnBeforePostSalesDoc(var [|SalesHeader|]: Record Customer; var [|Handled|]: Boolean)
    begin
    end;

    // Sender only when the event includes it.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnBeforePostSalesDoc', '', false, false)]
    local procedure OnBeforePostWithSender(var [|Sender|]: Codeunit "Sales-Post")
    begin
    end;
}

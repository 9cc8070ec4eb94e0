namespace Own.Sales;

using Base.Sales;

codeunit 50172 "Own Mistyped Subscribers"
{
    // The record of another table.
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', '', false, false)]
    local procedure OnAfterInsertCustomer(var [|Rec|]: Record Vendor; RunTrigger: Boolean)
    begin
    end;

    // A page's Rec is its source table's.
    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnOpenPageEvent', '', false, false)]
    local procedure OnOpenCustomerCard(var [|Rec|]: Record Vendor)
    begin
    end;

    // Scalars of another type.
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'Name', false, false)]
    local procedure OnAfterValidateName(var Rec: Record Customer; [|CurrFieldNo|]: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnBeforeDeleteEvent', '', false, false)]
    local procedure OnBeforeDeleteCustomer([|Rec|]: Integer)
    begin
    end;

    // A declared event's parameter of another type.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnBeforePostSalesDoc', '', false, false)]
    local procedure OnBeforePostSalesDoc(var [|Customer|]: Record Vendor; [|CommitIsSuppressed|]: Integer)
    begin
    end;
}

namespace Own.Sales;

using Base.Sales;

codeunit 50173 "Own Var Subscribers"
{
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterModifyEvent', '', false, false)]
    local procedure OnAfterModifyCustomer(var Rec: Record Customer; var [|RunTrigger|]: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnBeforeValidateEvent', 'Name', false, false)]
    local procedure OnBeforeValidateName(var [|CurrFieldNo|]: Integer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnNewRecordEvent', '', false, false)]
    local procedure OnNewRecord(var Rec: Record Customer; var [|BelowxRec|]: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnBeforePostSalesDoc', '', false, false)]
    local procedure OnBeforePostSalesDoc(var [|CommitIsSuppressed|]: Boolean)
    begin
    end;
}

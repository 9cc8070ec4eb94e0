namespace Own.Sales;

using Base.Sales;

codeunit 50170 "Own Trigger Subscribers"
{
    // Table trigger events: every parameter, some, none, in another order,
    // by value where the event passes by var, names in other case.
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnBeforeInsertEvent', '', false, false)]
    local procedure OnBeforeInsertCustomer(var Rec: Record Customer; RunTrigger: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'onafterinsertevent', '', false, false)]
    local procedure OnAfterInsertCustomer(runtrigger: Boolean; rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::"Customer", 'OnAfterModifyEvent', '', false, false)]
    local procedure OnAfterModifyCustomer(var Rec: Record "Customer"; xRec: Record Customer; RunTrigger: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Table, 18, 'OnAfterDeleteEvent', '', false, false)]
    local procedure OnAfterDeleteCustomer()
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnBeforeRenameEvent', '', false, false)]
    local procedure OnBeforeRenameCustomer(var Rec: Record Base.Sales.Customer; var xRec: Record Customer; RunTrigger: Boolean)
    begin
    end;

    // Validate events of a field of the table, of a table extension, of an
    // obsolete field, quoted and in other case.
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'Credit Limit', false, false)]
    local procedure OnAfterValidateCreditLimit(var Rec: Record Customer; var xRec: Record Customer; CurrFieldNo: Integer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnBeforeValidateEvent', 'credit rating', false, false)]
    local procedure OnBeforeValidateRating(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'Old Rating', false, false)]
    local procedure OnAfterValidateOldRating(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'SystemModifiedAt', false, false)]
    local procedure OnAfterValidateSystemField(var Rec: Record Customer)
    begin
    end;

    // Page trigger events: actions and controls of the page and of its
    // extension.
    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnAfterActionEvent', 'Post Now', false, false)]
    local procedure OnAfterPostNow(var Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnBeforeActionEvent', 'SendReminder', false, false)]
    local procedure OnBeforeSendReminder(Rec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnAfterValidateEvent', 'Rating', false, false)]
    local procedure OnAfterValidateRatingControl(var Rec: Record Customer; var xRec: Record Customer)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnInsertRecordEvent', '', false, false)]
    local procedure OnInsertRecord(var Rec: Record Customer; BelowxRec: Boolean; var xRec: Record Customer; var AllowInsert: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Customer Card", 'OnQueryClosePageEvent', '', false, false)]
    local procedure OnQueryClose(var Rec: Record Customer; var AllowClose: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Page, Page::"Sales Home", 'OnOpenPageEvent', '', false, false)]
    local procedure OnOpenHome()
    begin
    end;

    // Declared events: parameters by name, left out, by value for var.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnBeforePostSalesDoc', '', false, false)]
    local procedure OnBeforePostSalesDoc(var IsHandled: Boolean; Customer: Record Customer)
    begin
    end;

    // Sender when the event includes it; an Enum for an Option.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnAfterPostSalesDoc', '', false, false)]
    local procedure OnAfterPostSalesDoc(var Sender: Codeunit "Sales-Post"; DocumentNo: Code[20]; Kind: Enum "Document Kind")
    begin
    end;

    // Overloaded publishers: not checked.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnPostLine', '', false, false)]
    local procedure OnPostLine(LineText: Text)
    begin
    end;

#if CLEAN99
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'Name', false, false)]
    local procedure OnAfterValidateNameClean(var Rec: Record Customer; var xRec: Record Customer; CurrFieldNo: Integer)
    begin
    end;
#else
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterValidateEvent', 'Name', false, false)]
    local procedure OnAfterValidateName(var Rec: Record Customer; var xRec: Record Customer; CurrFieldNo: Integer)
    begin
    end;
#endif

    // Publishers alfix does not have: not checked.
    [EventSubscriber(ObjectType::Table, Database::"Missing Table", 'OnAfterValdiateEvent', 'Nmae', false, false)]
    local procedure OnMissing(var Rec: Record "Missing Table"; Whatever: Integer)
    begin
    end;

    // Codeunit events ending in Event that nobody declares: not checked.
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnBeforeRunEvent', '', false, false)]
    local procedure OnBeforeRunSalesPost()
    begin
    end;
}

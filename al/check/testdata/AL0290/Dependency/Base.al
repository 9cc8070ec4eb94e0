namespace Base.Sales;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; "Credit Limit"; Decimal) { }
        field(4; "Old Rating"; Integer)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Use Credit Limit.';
            ObsoleteTag = '25.0';
        }
    }
}

table 23 Vendor
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

tableextension 5000 "Customer Rating" extends Customer
{
    fields
    {
        field(5000; "Credit Rating"; Integer) { }
    }
}

page 21 "Customer Card"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("No."; Rec."No.") { }
                field(CustomerName; Rec.Name) { }
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action("Post Now")
            {
                trigger OnAction()
                begin
                end;
            }
        }
    }
}

pageextension 5000 "Customer Card Rating" extends "Customer Card"
{
    layout
    {
        addlast(General)
        {
            field(Rating; Rec."Credit Rating") { }
        }
    }

    actions
    {
        addlast(Processing)
        {
            action(SendReminder)
            {
                trigger OnAction()
                begin
                end;
            }
        }
    }
}

page 9000 "Sales Home"
{
    PageType = RoleCenter;
}

codeunit 80 "Sales-Post"
{
    [IntegrationEvent(false, false)]
    local procedure OnBeforePostSalesDoc(var Customer: Record Customer; CommitIsSuppressed: Boolean; var IsHandled: Boolean)
    begin
    end;

    [IntegrationEvent(true, false)]
    local procedure OnAfterPostSalesDoc(DocumentNo: Code[20]; Kind: Option Quote,Order)
    begin
    end;

    // Two publishers of one name: the subscriber's parameters are not
    // checked against either.
    [IntegrationEvent(false, false)]
    local procedure OnPostLine(LineNo: Integer)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnPostLine(LineText: Text)
    begin
    end;
}

enum 10 "Document Kind"
{
    Extensible = true;
    value(0; Quote) { }
    value(1; Order) { }
}

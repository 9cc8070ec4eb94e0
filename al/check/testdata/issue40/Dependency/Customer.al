namespace Fixture.Sales;

table 18 Customer
{
    Caption = 'Customer';
    LookupPageId = "Customer List";

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
        field(2; Name; Text[100]) { Caption = 'Name'; }
        field(3; "Name 2"; Text[50]) { Caption = 'Name 2'; }
        field(4; Blocked; Boolean) { Caption = 'Blocked'; }
    }

    keys
    {
        key(PK; "No.") { Clustered = true; }
    }

    procedure GetName(): Text
    begin
        exit(Name);
    end;

    [IntegrationEvent(false, false)]
    procedure OnAfterCheckBlocked(var Customer: Record Customer)
    begin
    end;
}

page 21 "Customer Card"
{
    PageType = Card;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("No."; Rec."No.") { }
                field(Name; Rec.Name) { }
                field("Name 2"; Rec."Name 2") { }
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Statistics)
            {
                trigger OnAction()
                begin
                end;
            }
        }
    }
}

page 22 "Customer List"
{
    PageType = List;
    SourceTable = Customer;
    CardPageId = "Customer Card";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
                field(Name; Rec.Name) { }
            }
        }
    }
}

table 36 "Sales Header"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 80 "Sales-Post"
{
    [IntegrationEvent(false, false)]
    procedure OnBeforePostSalesDoc(var SalesHeader: Record "Sales Header")
    begin
    end;
}

report 101 "Customer - List"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            column(No_Customer; "No.") { }
            column(Name_Customer; Name) { }
        }
    }

    requestpage
    {
        layout
        {
            area(Content)
            {
                group(Options)
                {
                    field(ShowBlocked; ShowBlocked) { }
                }
            }
        }
    }

    var
        ShowBlocked: Boolean;
}

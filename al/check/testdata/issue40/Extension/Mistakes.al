namespace Fixture.Bar;

using Fixture.Sales;

tableextension 50100 "Bar Customer" extends Customer
{
    fields
    {
        field(50100; "Bar Priority"; Integer)
        {
            Captoin = 'Bar Priority'; // want AL0124
            Required = true; // want AL0124
            DataClassification = CustomerContent;
        }
        field(50101; "Bar Note"; Text[50])
        {
            ReadOnly = true; // want AL0124
            DataClassification = CustomerContent;
        }
    }
}

tableextension 50101 "Bar Customers" extends Customers // want AL0247
{
}

pageextension 50100 "Bar Customer Card" extends "Customer Card"
{
    UsageCategory = Lists; // want AL0124

    layout
    {
        addafter(Nmae) // want AL0270
        {
            field("Bar Priority"; Rec."Bar Priorty") // want AL0132
            {
                ApplicationArea = All;
            }
        }
        modify("Name Two") // want AL0270
        {
            Visible = false;
        }
    }
}

pageextension 50101 "Bar Customer Cards" extends "Customer Cards" // want AL0247
{
}

page 50100 "Bar List"
{
    PageType = ListView; // want AL0171
    UsageCategory = List; // want AL0171
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
            }
        }
    }
}

codeunit 50100 "Bar Subscribers"
{
    var
        Bad: Record "Sales Headers"; // want AL0185

    trigger OnRunX() // want AL0162
    begin
    end;

    procedure OpenCard()
    var
        X: Integer;
        X: Integer; // want AL0121
        T: Txt; // want AL0134
        S: String; // want AL0134
        I: Int; // want AL0134
    begin
        Page.Run(Page::"No Such Page"); // want AL0185
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnBeforePostSalesDoc', '', false, false)]
    local procedure CheckPriority(var SalesHeader: Record "Sales Header")
    begin
    end;
}

page 50101 "Bar Wizard"
{
    PageType = NavigatePage;

    layout
    {
        area(Content)
        {
            field(Answer; Answr) // want AL0118
            {
                ApplicationArea = All;
            }
        }
    }

    var
        Answer: Text;
}

namespace Fixture.Baz;

using Fixture.Sales;

tableextension 50300 "Baz Customer" extends Customer
{
    DataPerCompany = false; // want AL0404

    fields
    {
        field(50300; "Baz Code"; Code[10])
        {
            DataClassification = CustomerContent;
            TableRelation = "Sales Headers"; // want AL0185
        }
        field(50301; "Baz Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Sales Headers"); // want AL0185
        }
        field(50303; "Baz Level"; Integer)
        {
            DataClassification = CustomerContent;
            MinValue = 'low'; // want AL0294
            Caption = 'Baz Level';
            caption = 'Level'; // want AL0317
        }
        field(50304; "Baz Open"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Sales Header" where("Sell-to Customer No." = field("No."))); // want AL0186
        }
        field(50305; "Baz Link"; Code[20])
        {
            DataClassification = CustomerContent;
            TableRelation = Customer."Number"; // want AL0186
        }
        field(50302; "Baz Code"; Code[10]) // want AL0155
        {
            DataClassification = CustomerContent;
        }
    }
}

page 50300 "Baz List"
{
    PageType = List;
    SourceTable = Customer;
    CardPageId = "Customer Crad"; // want AL0185

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
                field(Name; Rec.Name)
                {
                    LookupPageId = "Customer Lists"; // want AL0185
                }
            }
            part(Lines2; "Customer Lines") // want AL0185
            {
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Open)
            {
                RunObject = page "Customer Crad"; // want AL0185
            }
        }
    }
}

pageextension 50300 "Baz Customer Card" extends "Customer Card"
{
    layout
    {
        addlast(General)
        {
            field("Baz Code"; Rec."Baz Code") { }
        }
        modify(Name)
        {
            SubPageLink = "No." = field("No."); // want AL0124
        }
    }
}

report 50300 "Baz Customer Documents"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            column(CustNo; "No.") { }
            dataitem(Docs; "Sales Header")
            {
                DataItemLink = "Sell-to Customer No." = field("No."); // want AL0171
                column(DocNo; "No.") { }
                column(DocAmount; Amount) { } // want AL0118
            }
        }
    }
}

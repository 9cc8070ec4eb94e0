namespace Fixture.Foo;

using Fixture.Sales;

tableextension 50200 "Foo Customer" extends Customer
{
    fields
    {
        field(50200; "Foo Priority"; Integer)
        {
            Caption = 'Foo Priority';
            DataClassification = CustomerContent;
            MinValue = 0;
            MaxValue = 10;
        }
    }
}

pageextension 50200 "Foo Customer Card" extends "Customer Card"
{
    layout
    {
        addafter(Name)
        {
            field("Foo Priority"; Rec."Foo Priority")
            {
                ApplicationArea = All;
                Caption = 'Foo Priority';
            }
        }
        modify("Name 2")
        {
            Visible = false;
        }
    }

    actions
    {
        addlast(Processing)
        {
            action(FooOpen)
            {
                ApplicationArea = All;
                RunObject = page "Customer List";
            }
        }
    }
}

codeunit 50200 "Foo Subscribers"
{
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterCheckBlocked', '', false, false)]
    local procedure OnAfterCheckBlocked(var Customer: Record Customer)
    begin
        Page.Run(Page::"Customer Card", Customer);
    end;
}

page 50201 "Foo Wizard"
{
    PageType = NavigatePage;

    layout
    {
        area(Content)
        {
            field(Answer; Answer)
            {
                ApplicationArea = All;
            }
        }
    }

    var
        Answer: Text;
}

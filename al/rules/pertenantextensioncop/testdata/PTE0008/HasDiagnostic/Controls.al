page 50100 "My Card"
{
    PageType = Card;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(General)
            {
                field([=Name=]; Rec.Name) { }
                field("No."; Rec."No.") { ApplicationArea = All; }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action([=DoIt=])
            {
                trigger OnAction()
                begin
                end;
            }
            action(Done)
            {
                ApplicationArea = All;
            }
        }
    }
}

pageextension 50101 "Customer Card Ext" extends "Customer Card"
{
    layout
    {
        addlast(General)
        {
            field([="My Field"=]; Rec."Search Name") { }
        }
    }
}

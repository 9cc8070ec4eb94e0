table 50370 "Dup Tip Item"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
        field(2; Name; Text[100]) { ToolTip = 'Specifies the name, as ''printed''.'; }
    }
}

page 50370 "Dup Tip Item Card"
{
    PageType = Card;
    SourceTable = "Dup Tip Item";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                [=ToolTip = 'Specifies the number.';=]
            }
            field(Name; Name)
            {
                [=ToolTip = 'Specifies the name, as ''printed''.';=]
            }
        }
    }
}

pageextension 50370 "Dup Tip Item Card Ext" extends "Dup Tip Item Card"
{
    layout
    {
        addlast(Content)
        {
            field(Number2; Rec."No.")
            {
                ApplicationArea = All;
                [=ToolTip = 'Specifies the number.';=]
            }
        }
    }
}

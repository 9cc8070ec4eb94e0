page 50143 "LC0020 No Page Area"
{
    PageType = List;
    SourceTable = Item;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { [|ApplicationArea = All;|] }
            }
        }
    }
}

pageextension 50144 "LC0020 Ext" extends "Item List"
{
    layout
    {
        addlast(Control1)
        {
            field("LC0020 No."; Rec."No.") { [|ApplicationArea = All;|] }
        }
    }
}

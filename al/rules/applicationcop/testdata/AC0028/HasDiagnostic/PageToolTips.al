table 50360 "Tip Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; Blocked; Boolean) { ToolTip = 'Specifies whether the item is blocked.'; }
    }
}

tableextension 50360 "Tip Item Ext" extends "Tip Item"
{
    fields
    {
        field(50360; "Shelf No."; Code[10]) { }
    }
}

page 50360 "Tip Item List"
{
    PageType = List;
    SourceTable = "Tip Item";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.")
                {
                    [=ToolTip = 'Specifies the number.';=]
                }
                field(Description; Description)
                {
                    [=ToolTip = 'Specifies the description.';=]
                }
                field("Shelf No."; Rec."Shelf No.")
                {
                    [=ToolTip = 'Specifies the shelf.';=]
                }
                field(Blocked; Rec.Blocked)
                {
                    ToolTip = 'Specifies whether the item can be sold.';
                }
            }
        }
    }
}

pageextension 50360 "Tip Item List Ext" extends "Tip Item List"
{
    layout
    {
        addlast(Lines)
        {
            field(Description2; Rec.Description)
            {
                [=ToolTip = 'Specifies another description.';=]
            }
        }
    }
}

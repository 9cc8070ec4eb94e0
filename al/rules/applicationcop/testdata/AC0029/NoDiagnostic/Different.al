table 50371 "Dup Tip Item Fine"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
        field(2; Name; Text[100]) { }
    }
}

page 50371 "Dup Tip Item Fine Card"
{
    PageType = Card;
    SourceTable = "Dup Tip Item Fine";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                ToolTip = 'Specifies the number of the item on this card.';
            }
            field(Name; Rec.Name)
            {
                ToolTip = 'Specifies the name.';
            }
            field(NoAgain; Rec."No.")
            {
                ToolTip = 'specifies the number.';
            }
        }
    }
}

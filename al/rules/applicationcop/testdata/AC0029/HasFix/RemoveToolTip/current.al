table 50372 "Dup Tip Fix"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
    }
}

page 50372 "Dup Tip Fix Card"
{
    PageType = Card;
    SourceTable = "Dup Tip Fix";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                ApplicationArea = All;
                [=ToolTip = 'Specifies the number.';=]
                Importance = Promoted;
            }
        }
    }
}

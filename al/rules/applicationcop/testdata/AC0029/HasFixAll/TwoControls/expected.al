table 50373 "Dup Tip Fix All"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
        field(2; Name; Text[50]) { ToolTip = 'Specifies the name.'; }
    }
}

page 50373 "Dup Tip Fix All Card"
{
    PageType = Card;
    SourceTable = "Dup Tip Fix All";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
            }
            field(Name; Rec.Name)
            {
                ApplicationArea = All;
            }
        }
    }
}

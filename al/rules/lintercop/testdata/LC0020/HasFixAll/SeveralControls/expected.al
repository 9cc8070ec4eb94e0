page 50148 "LC0020 Fix All"
{
    PageType = List;
    ApplicationArea = All;
    SourceTable = Item;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
                field(Description; Rec.Description)
                {
                }
            }
        }
    }
}

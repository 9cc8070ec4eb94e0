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
                [=ApplicationArea = All;=]
                field("No."; Rec."No.") { [=ApplicationArea = All;=] }
                field(Description; Rec.Description)
                {
                    [=ApplicationArea = All;=]
                }
            }
        }
    }
}

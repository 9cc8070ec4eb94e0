page 50146 "LC0020 Old Runtime"
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
                field("No."; Rec."No.") { [|ApplicationArea = All;|] }
            }
        }
    }
}

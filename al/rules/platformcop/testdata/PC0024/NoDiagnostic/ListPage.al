page 50152 "PC0024 List"
{
    PageType = List;
    [|ApplicationArea = All;|]
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

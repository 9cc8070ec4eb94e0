namespace ABC.Ratings;

page 70000004 "ABC Rating Card"
{
    PageType = Card;
    SourceTable = "ABC Rating";
    UsageCategory = None;

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { ApplicationArea = All; }
            field(Score; Rec.Score) { } // want AS0062
        }
    }
}

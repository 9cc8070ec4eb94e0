namespace Fabrikam.Fleet;

page 50303 "FAB Vehicle Card"
{
    PageType = Card;
    SourceTable = "FAB Vehicle";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { ApplicationArea = All; }
            field(Description; Rec.Description) { }
        }
    }
}

page 50142 "LC0020 Setup"
{
    PageType = Card;
    ApplicationArea = All;
    SourceTable = "General Ledger Setup";

    layout
    {
        area(Content)
        {
            field("Allow Posting From"; Rec."Allow Posting From")
            {
                [|ApplicationArea = Basic, Suite;|]
            }
        }
    }
}

page 50100 "Shop Item Card"
{
    PageType = Card;
    SourceTable = "Shop Item";
    SourceTableView = sorting("No.") where(Kind = const(Special));

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field(PriceField; Rec.Price) { }
            part(Lines; "Shop Lines Part")
            {
                SubPageLink = "Item No." = field("No.");
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Recalculate)
            {
                RunObject = page "Shop Lines Part";
                RunPageLink = "Item No." = field("No.");
            }
            action(Refresh)
            {
                trigger OnAction()
                begin
                    CurrPage.Lines.Page.Update(false);
                end;
            }
        }
        area(Promoted)
        {
            actionref(Recalculate_Promoted; Recalculate) { }
        }
    }
}

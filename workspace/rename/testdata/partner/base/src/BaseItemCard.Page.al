page 50000 "Base Item Card"
{
    PageType = Card;
    SourceTable = "Base Item";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Post)
            {
                trigger OnAction()
                begin
                end;
            }
        }
    }
}

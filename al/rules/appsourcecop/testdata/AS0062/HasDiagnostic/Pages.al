page 70000000 "ABC Rating Card"
{
    PageType = Card;
    SourceTable = "ABC Rating";

    layout
    {
        area(Content)
        {
            group(General)
            {
                field([="No."=]; Rec."No.") { }
                field(Score; Rec.Score) { ApplicationArea = All; }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action([=Recalculate=]) { }
            action(Post) { ApplicationArea = Basic, Suite; }
        }
    }
}

pageextension 70000001 "ABC Customer Card" extends "Customer Card"
{
    layout
    {
        addlast(General)
        {
            field([="ABC Rating"=]; Rec."ABC Rating") { }
        }
        modify(Name) { Visible = true; }
    }
}

page 70000000 "ABC Rating Card"
{
    PageType = Card;
    SourceTable = "ABC Rating";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { ApplicationArea = All; }
            field(Old; Rec.Old)
            {
                ObsoleteState = Pending;
                ObsoleteReason = 'Unused.';
                ObsoleteTag = '2.0';
            }
        }
    }
}

page 70000001 "ABC Rating List"
{
    PageType = List;
    ApplicationArea = All;
    UsageCategory = Lists;
    SourceTable = "ABC Rating";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Recalculate) { }
        }
    }
}

page 70000002 "ABC Rating API"
{
    PageType = API;
    APIPublisher = 'abc';
    APIGroup = 'rating';
    EntityName = 'rating';
    EntitySetName = 'ratings';
    SourceTable = "ABC Rating";

    layout
    {
        area(Content)
        {
            field(number; Rec."No.") { }
        }
    }
}

pageextension 70000003 "ABC Customer Card" extends "Customer Card"
{
    layout
    {
        addlast(General)
        {
            field("ABC Rating"; Rec."ABC Rating") { ApplicationArea = All; }
        }
        modify(Name) { Visible = true; }
    }
}

namespace Base.Inventory;

page 30 "Item Card"
{
    SourceTable = Item;

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("No."; Rec."No.") { }
                field(OldDescription; Rec."Old Description")
                {
                    ObsoleteState = Pending;
                    ObsoleteReason = 'Use Description';
                    ObsoleteTag = '25.0';
                }
                field(Description; Rec.Description) { }
            }
            part("Old Lines"; "Item Lines")
            {
                ObsoleteState = Pending;
                ObsoleteReason = 'Lines moved to a FactBox';
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Recalculate)
            {
                trigger OnAction() begin end;
            }
            action("Old Reprice")
            {
                ObsoleteState = Pending;
                ObsoleteReason = 'Use Recalculate';
                ObsoleteTag = '26.0';
                trigger OnAction() begin end;
            }
        }
    }
}

page 31 "Item Lines"
{
    PageType = ListPart;
    SourceTable = Item;

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
}

pageextension 5030 "Item Card Warehouse" extends "Item Card"
{
    layout
    {
        addlast(General)
        {
            field(OldBin; Rec."Old Bin")
            {
                ObsoleteState = Pending;
                ObsoleteReason = 'Bins moved to a table';
                ObsoleteTag = '26.0';
            }
        }
    }
}

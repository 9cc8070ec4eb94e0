namespace Own.Inventory;

using Base.Inventory;

// Controls and actions that are not obsolete, uses under a pragma, and
// uses inside an obsolete extension are not reported.
pageextension 50121 "Own Item Card Quiet" extends "Item Card"
{
    layout
    {
        modify(Description)
        {
            Visible = false;
        }
#pragma warning disable AL0432
        modify(OldDescription)
        {
            Visible = false;
        }
#pragma warning restore AL0432
        modify("No.")
        {
            Visible = false;
        }
    }

    actions
    {
        modify(Recalculate)
        {
            Visible = false;
        }
        addlast(Processing)
        {
            action(Refresh)
            {
                trigger OnAction()
                begin
                    CurrPage.Update(false);
                end;
            }
        }
    }
}

pageextension 50122 "Own Item Card Old" extends "Item Card"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Retired with the old description';

    layout
    {
        modify(OldDescription)
        {
            Visible = false;
        }
    }

    actions
    {
        modify("Old Reprice")
        {
            Visible = false;
        }
    }
}

page 50123 "Own Lines"
{
    PageType = ListPart;
    SourceTable = Item;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                // A control of this page that has the name of an obsolete
                // control of another page.
                field(OldDescription; Rec.Description) { }
            }
        }
    }

    trigger OnOpenPage()
    begin
        CurrPage.OldDescription.Visible := true;
    end;
}

namespace Own.Inventory;

using Base.Inventory;

pageextension 50120 "Own Item Card" extends "Item Card"
{
    layout
    {
        modify([|OldDescription|])
        {
            Visible = false;
        }
        addafter([|olddescription|])
        {
            field(Own; Rec.Description) { }
        }
        modify(Description)
        {
            Visible = true;
        }
        modify([|OldBin|])
        {
            Visible = false;
        }
        movefirst(General; [|"OldDescription"|], Description)
    }

    actions
    {
        modify([|"Old Reprice"|])
        {
            Visible = false;
        }
        addbefore([|"Old Reprice"|])
        {
            action(OwnAction)
            {
                trigger OnAction() begin end;
            }
        }
        modify(Recalculate)
        {
            Visible = false;
        }
    }

    trigger OnOpenPage()
    begin
        CurrPage.[|"Old Lines"|].Update(false);
        CurrPage.Update(false);
    end;
}

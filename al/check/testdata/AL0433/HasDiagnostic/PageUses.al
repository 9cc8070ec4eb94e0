namespace Own.Finance;

using Base.Finance;

pageextension 50130 "Own G/L Entries" extends "G/L Entries"
{
    layout
    {
        modify([|OldFlag|])
        {
            Visible = false;
        }
        addafter("Entry No.")
        {
            field(Own; Rec."G/L Account No.") { }
        }
    }

    actions
    {
        addafter([|"reverse old"|])
        {
            action(OwnReverse)
            {
                trigger OnAction() begin end;
            }
        }
        modify(Navigate)
        {
            Visible = false;
        }
    }
}

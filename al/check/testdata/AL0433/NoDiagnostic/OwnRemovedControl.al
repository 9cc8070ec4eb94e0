namespace Own.Finance;

using Base.Finance;

// A removed control or action of the project's own page is not reported
// as removed (the compiler's verdict there is not documented).
page 50131 "Own Entries"
{
    PageType = List;
    SourceTable = "G/L Entry";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field(Gone; Rec."Entry No.")
                {
                    ObsoleteState = Removed;
                }
            }
        }
    }
}

pageextension 50132 "Own Entries Ext" extends "Own Entries"
{
    layout
    {
        modify(Gone)
        {
            Visible = false;
        }
    }
}

// A page's field controls are not names in its code's scope: a control
// showing a global of its own name (the usual field(Name; Name)) is no
// clash, nor is a control named like another global.
page 50227 "Build Info"
{
    PageType = Card;

    layout
    {
        area(Content)
        {
            field(BuildBy; BuildBy) { }
            field(BuildDate; BuildDate)
            {
                ShowCaption = false;
            }
            field(Summary; GetSummary()) { }
        }
    }

    var
        BuildBy: Text;
        BuildDate: Date;
        Summary: Text;

    local procedure GetSummary(): Text
    begin
        exit(Summary);
    end;
}

pageextension 50228 "Build Info Ext" extends "Build Info"
{
    layout
    {
        addlast(Content)
        {
            field(Reviewer; Reviewer) { }
        }
    }

    var
        Reviewer: Text;
}

table 50219 "AA0219 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = [='The number of the record.'=];
        }
    }
}

page 50219 "AA0219 Page"
{
    SourceTable = "AA0219 Table";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                ToolTip = [='specifies the number.'=], Comment = 'lower case is not the pattern';
            }
        }
    }
}

page 50255 "AA0219 Shown Links"
{
    layout
    {
        area(Content)
        {
            field(TryIt; TryItLbl)
            {
                Caption = ' ';
                ToolTip = [='Starts a trial session.'=];
            }
            field(Help; HelpLbl)
            {
                ShowCaption = true;
                ToolTip = [='Opens the help.'=];
            }
        }
    }

    var
        TryItLbl: Label 'Try it';
        HelpLbl: Label 'Help';
}

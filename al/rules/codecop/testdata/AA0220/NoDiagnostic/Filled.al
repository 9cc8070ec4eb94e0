table 50220 "AA0220 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = 'Specifies the number.';
        }
        field(2; Old; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Not used.';
            ToolTip = '';
        }
    }
}

page 50220 "AA0220 Page"
{
    SourceTable = "AA0220 Table";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field(Icon; Rec."No.")
            {
                ToolTip = ' '; // no ToolTip on purpose
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Post)
            {
                // Only fields are checked.
                ToolTip = '';
                trigger OnAction() begin end;
            }
        }
    }
}

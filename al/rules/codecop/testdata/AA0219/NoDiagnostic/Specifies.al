table 50219 "AA0219 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = 'Specifies the number of the record.';
        }
        field(2; Old; Integer)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
            ToolTip = 'Old value.';
        }
        field(3; Blank; Integer)
        {
            // Empty ToolTips are AA0220's.
            ToolTip = '';
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
                ToolTip = '  Specifies the number.';
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Post)
            {
                // Actions say what they do.
                ToolTip = 'Post the document.';
                trigger OnAction() begin end;
            }
        }
    }
}

page 50220 "AA0219 API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'thing';
    EntitySetName = 'things';
    SourceTable = "AA0219 Table";

    layout
    {
        area(Content)
        {
            field(number; Rec."No.")
            {
                ToolTip = 'Number.';
            }
        }
    }
}

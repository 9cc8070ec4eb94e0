page 50134 "AC0015 Good"
{
    layout
    {
        area(Content)
        {
            field(Name; Rec.Name)
            {
                ToolTip = [|'Specifies the name.'|];
            }
            field(Empty; Rec.Name)
            {
                ToolTip = [|''|];
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Post)
            {
                ToolTip = [|'Post the document.'|];
            }
        }
    }
}

table 50135 "AC0015 Obsolete"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ObsoleteState = Removed;
            ToolTip = [|'The number.'|];
        }
    }
}

table 50131 "AC0015 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ToolTip = [='The number of the record.'=];
        }
    }
}

page 50132 "AC0015 Page"
{
    layout
    {
        area(Content)
        {
            field(Name; Rec.Name)
            {
                ToolTip = [='specifies the name.'=];
            }
        }
    }
}

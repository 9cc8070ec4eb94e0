table 50129 "AC0014 All"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
        field(2; Name; Text[100]) { ToolTip = 'Specifies the name.'; }
    }
}

page 50130 "AC0014 All Page"
{
    layout
    {
        area(Content)
        {
            field(Name; Rec.Name) { ToolTip = 'Specifies the name.'; }
        }
    }
}

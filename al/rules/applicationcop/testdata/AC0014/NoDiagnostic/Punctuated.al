page 50123 "AC0014 Good"
{
    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                ToolTip = [|'Specifies the number.'|];
            }
            field(Empty; Rec.Name)
            {
                ToolTip = [|''|];
            }
            field(Spaces; Rec.Name)
            {
                ToolTip = [|'Specifies the name. '|];
            }
        }
    }
}

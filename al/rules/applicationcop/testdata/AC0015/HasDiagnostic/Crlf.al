pageextension 50133 "AC0015 Crlf" extends "AC0015 Page"
{
    layout
    {
        addlast(Content)
        {
            field(Extra; Rec.Name)
            {
                ToolTip = [='Enter the extra value.'=];
            }
        }
    }
}

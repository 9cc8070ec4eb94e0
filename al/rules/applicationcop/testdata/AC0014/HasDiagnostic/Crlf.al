pageextension 50122 "AC0014 Crlf" extends "AC0014 Page"
{
    layout
    {
        addlast(Content)
        {
            field(Extra; Rec.Name)
            {
                ToolTip = [='Specifies the extra value'=];
            }
        }
    }
}

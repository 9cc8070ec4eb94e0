page 50265 "Options Unknown"
{
    SourceTable = "Table Of Another App";

    layout
    {
        area(Content)
        {
            field(Status; Rec.Status) { OptionCaption = 'One'; }
        }
    }
}

page 50268 "Caption Unknown"
{
    SourceTable = "Table Of Another App";

    layout
    {
        area(Content)
        {
            field(Name; Name) { }
            field(Other; Rec.Whatever) { }
        }
    }
}

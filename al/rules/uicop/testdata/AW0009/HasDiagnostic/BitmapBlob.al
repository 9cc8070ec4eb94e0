table 50170 "AW0009 Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Picture; Blob) { SubType = Bitmap; }
    }
}

page 50171 "AW0009 Item Picture"
{
    PageType = CardPart;
    SourceTable = "AW0009 Item";

    layout
    {
        area(Content)
        {
            field([=Picture=]; Rec.Picture) { ShowCaption = false; }
        }
    }
}

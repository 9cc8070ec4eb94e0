table 50172 "AW0009 Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Image; Media) { }
        field(3; Notes; Blob) { SubType = Memo; }
    }
}

page 50173 "AW0009 Item Picture"
{
    PageType = CardPart;
    SourceTable = "AW0009 Item";

    layout
    {
        area(Content)
        {
            field(Image; Rec.Image) { ShowCaption = false; }
            field(Bitmap; Rec."No.") { }
        }
    }
}

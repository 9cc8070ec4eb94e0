page 50101 "Rating List"
{
    PageType = List;
    SourceTable = Rating;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field(Code; Rec.Code) { }
                field(Score; Rec.Score) { }
            }
        }
    }
}

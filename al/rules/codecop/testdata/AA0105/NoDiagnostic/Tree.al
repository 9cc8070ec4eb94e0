page 50107 "AA0105 Document"
{
    PageType = Document;

    layout
    {
        area(Content)
        {
            part(Lines; "AA0105 Document Lines") { }
            part(Other; "Sales Order Subform") { }
        }
        area(FactBoxes)
        {
            systempart(Notes; Notes) { }
        }
    }
}

page 50108 "AA0105 Document Lines"
{
    PageType = ListPart;

    layout
    {
        area(Content)
        {
            part(Details; "AA0105 Details") { }
        }
    }
}

page 50109 "AA0105 Details"
{
    PageType = CardPart;
}

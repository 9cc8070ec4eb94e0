page 50183 "Order Header Card"
{
    PageType = Document;

    layout
    {
        area(Content)
        {
            // part(Self; "Order Header Card") would nest without end
            part(Lines; "Order Lines Part") { }
            part(Unknown; "Some Page Of Another App") { }
        }
    }
}

page 50184 "Order Lines Part"
{
    PageType = ListPart;

    layout
    {
        area(Content)
        {
            part(Info; "Order Info Part") { }
        }
    }
}

page 50185 "Order Info Part"
{
    PageType = CardPart;
}

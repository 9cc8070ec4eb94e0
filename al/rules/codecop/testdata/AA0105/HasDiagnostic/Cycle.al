page 50105 "AA0105 Card"
{
    PageType = Card;

    layout
    {
        area(Content)
        {
            part([=Itself=]; "AA0105 Card") { }
            part([=Lines=]; "AA0105 Lines") { }
        }
    }
}

page 50106 "AA0105 Lines"
{
    PageType = ListPart;

    layout
    {
        area(Content)
        {
            part([=Back=]; "AA0105 Card") { }
        }
    }
}

pageextension 50186 "Card Parts" extends "Order Header Card"
{
    layout
    {
        addlast(Content)
        {
            part(MoreInfo; "Order Info Part") { }
        }
    }
}

page 50187 "Order Header Card"
{
    PageType = Document;
}

page 50188 "Order Info Part"
{
    PageType = CardPart;
}

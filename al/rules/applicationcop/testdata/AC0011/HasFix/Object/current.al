page 50185 [="Fix Page"=]
{
    PageType = Card;
    ApplicationArea = All;
}

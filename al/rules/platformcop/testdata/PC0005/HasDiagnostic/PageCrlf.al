page 50224 [=PC0005Crlf=]
{
    PageType = Card;
}

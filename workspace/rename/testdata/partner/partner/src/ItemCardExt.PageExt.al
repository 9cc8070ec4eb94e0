pageextension 50100 "Item Card Ext" extends "Base Item Card"
{
    layout
    {
        addlast(Content)
        {
            field(Rating; Rec.Rating) { }
        }
    }
    actions
    {
        addafter(Post)
        {
            action(Rate)
            {
                RunObject = page "Rating List";
                RunPageLink = Code = field(Rating);
            }
        }
    }
}

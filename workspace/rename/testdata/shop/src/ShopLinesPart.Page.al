page 50101 "Shop Lines Part"
{
    PageType = ListPart;
    SourceTable = "Shop Line";

    layout
    {
        area(Content)
        {
            repeater(Group)
            {
                field("Item No."; Rec."Item No.") { }
                field(Quantity; Rec.Quantity) { }
            }
        }
    }
}

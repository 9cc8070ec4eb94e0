tableextension 70000010 "ABC Customer" extends Customer
{
    fields
    {
        field(70000000; [=Rating=]; Integer) { }
        field(70000001; "ABC Score"; Integer) { }
        modify(Name) { Caption = 'Name'; }
    }
}

pageextension 70000011 [="Customer Card Rating"=] extends "Customer Card"
{
    layout
    {
        addafter(Name)
        {
            group([=RatingGroup=])
            {
                field([=Rating=]; Rec.Rating) { }
                field("Score XYZ"; Rec."ABC Score") { }
            }
        }
        modify(Address) { Visible = false; }
    }
    actions
    {
        addlast(Processing)
        {
            action([=Recalculate=]) { }
        }
    }
}

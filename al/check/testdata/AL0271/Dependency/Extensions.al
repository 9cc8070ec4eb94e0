namespace Base.Extra;

using Base.Sales;

pageextension 21000 "Extra Customer Card" extends "Customer Card"
{
    layout
    {
        addlast(General)
        {
            field("Extra Name"; Rec.Name) { }
        }
    }
    actions
    {
        addafter(Post)
        {
            action("Extra Post") { }
        }
    }
}

reportextension 21000 "Extra Statement" extends "Customer Statement"
{
    dataset
    {
        addlast(Cust)
        {
            dataitem(ExtraLines; Customer) { }
        }
    }

    requestpage
    {
        layout
        {
            addlast(Options)
            {
                field(ExtraDetails; 1) { }
            }
        }
    }
}

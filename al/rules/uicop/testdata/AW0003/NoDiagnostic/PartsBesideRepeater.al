page 50101 "AW0003 Parts Beside"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field(Name; Rec.Name) { }
                field(Part; Rec."No.") { Caption = 'part'; }
            }
            part(Below; "AW0003 Sub Part") { }
            group(Repeater)
            {
                part(InGroupNamedRepeater; "AW0003 Sub Part") { }
            }
        }
        area(FactBoxes)
        {
            systempart(Links; Links) { }
        }
    }
}

pageextension 50102 "AW0003 Ext" extends "Customer List"
{
    layout
    {
        addlast(Control1)
        {
            part(Added; "AW0003 Sub Part") { }
        }
    }
}

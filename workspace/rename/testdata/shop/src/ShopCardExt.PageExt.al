pageextension 50100 "Shop Card Ext" extends "Shop Item Card"
{
    layout
    {
        addafter(PriceField)
        {
            field(Desc; Rec.Description) { }
        }
        modify(Lines)
        {
            Visible = true;
        }
    }
    actions
    {
        addafter(Recalculate)
        {
            action(Other)
            {
                trigger OnAction()
                begin
                end;
            }
        }
    }
}

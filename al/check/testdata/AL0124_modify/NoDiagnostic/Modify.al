namespace Own.Sales;

using Base.Sales;

pageextension 50100 "Own Card" extends "Customer Card"
{
    layout
    {
        modify(name)
        {
            Visible = false;
            Importance = Promoted;
            BlankZero = true;
            ShowMandatory = true;
        }
        modify(General)
        {
            ShowAsTree = false;
            Caption = 'General';
        }
        modify(Extra)
        {
            Visible = false;
        }
        modify(Lines)
        {
            Visible = false;
            UpdatePropagation = Both;
        }
        modify(Notes)
        {
            Visible = false;
        }
        // Not found: AL0270's; the properties are judged against every
        // kind a modify may target.
        modify(Nowhere)
        {
            ShowAsTree = true;
            Importance = Promoted;
        }
#if CLEAN26
        modify(Name)
        {
            ShowAsTree = true;
        }
#endif
    }
}

// Without its target page nothing is narrowed.
pageextension 50101 "Own Other" extends "Other Card"
{
    layout
    {
        modify(Name)
        {
            ShowAsTree = true;
        }
    }
}

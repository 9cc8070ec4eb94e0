namespace Own.Sales;

using Base.Sales;

pageextension 50100 "Own Card" extends "Customer Card"
{
    layout
    {
        // A field has no SubPageLink: AL0124's, not a customization.
        modify("No.")
        {
            SubPageLink = "No." = field("No.");
        }
        modify(Lines)
        {
            Visible = false;
        }
    }
}

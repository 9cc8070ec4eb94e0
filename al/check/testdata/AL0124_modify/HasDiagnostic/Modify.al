namespace Own.Sales;

using Base.Sales;

pageextension 50100 "Own Card" extends "Customer Card"
{
    layout
    {
        modify(Name)
        {
            [=ShowAsTree=] = true;
            Visible = false;
        }
        modify(General)
        {
            [=BlankZero=] = true;
        }
        modify(Extra)
        {
            [=ShowMandatory=] = true;
        }
        modify(Lines)
        {
            [=Importance=] = Promoted;
        }
        modify("No.")
        {
            [=SubPageLink=] = "No." = field("No.");
        }
        modify(Map)
        {
            [=Editable=] = false;
        }
    }
}

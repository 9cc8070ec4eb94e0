namespace Own.Sales;

using Base.Sales;

pageextension 50100 "Own Customer Card" extends "Customer Card"
{
    trigger OnOpenPage()
    begin
        SetSelection(Name);
        [=SetSelectionX=](Name);
        CurrPage.Update(false);
        Update(false);
    end;
}

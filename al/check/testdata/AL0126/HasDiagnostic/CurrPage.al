namespace Own.Sales;

using Base.Sales;

pageextension 50140 "Own Sales Order" extends "Sales Order"
{
    layout
    {
        addlast(Content)
        {
            part(OwnLines; "Sales Order Subform") { }
        }
    }

    trigger OnOpenPage()
    begin
        CurrPage.SalesLines.Page.SetTotals();
        CurrPage.OwnLines.Page.[=GetTotal=](1);
        CurrPage.OwnLines.Page.[=Update=](false, true);
        CurrPage.Chart.Render();
        CurrPage.Chart.[=Clear=](1);
    end;
}

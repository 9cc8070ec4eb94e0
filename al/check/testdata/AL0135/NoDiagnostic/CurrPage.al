namespace Own.Sales;

using Base.Sales;

pageextension 50140 "Own Sales Order" extends "Sales Order"
{
    procedure SetTotals(A: Decimal; B: Decimal)
    begin
    end;

    trigger OnOpenPage()
    begin
        CurrPage.SalesLines.Page.SetTotals(1);
        CurrPage.SalesLines.Page.SetTotal(1);
        CurrPage.SalesLines.Page.Update();
        CurrPage.SalesLines.Page.Update(false);
        CurrPage.SalesLines.Update(false);
        CurrPage.SalesLines.Update(false, true, 3);
        CurrPage.Unknown.Page.SetTotals(1, 2, 3);
        CurrPage.Links.Update(1, 2);
        CurrPage.Chart.Render('x');
        CurrPage.Chart.clear();
        CurrPage.Update(false);
        CurrPage.SetTotals(1, 2);
    end;
}

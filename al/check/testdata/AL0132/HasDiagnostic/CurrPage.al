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
        CurrPage.[=SalesLine=].Page.SetTotals(1);
        CurrPage.SalesLines.Page.[=SetTotalz=](1);
        CurrPage.OwnLines.Page.[=Updat=](false);
        CurrPage."Other Lines".PAGE.[="Get Total"=]();
        CurrPage.Chart.[=Rendr=]('x');
        CurrPage.[=Upate=](false);
        CurrPage.[=Psot=]();
    end;
}

namespace Own.Sales;

using Base.Sales;

pageextension 50140 "Own Sales Order" extends "Sales Order"
{
    layout
    {
        addlast(Content)
        {
            part(OwnLines; "Sales Order Subform") { }
#if CLEAN26
            part(NewLines; "Sales Order Subform") { }
#endif
        }
    }

    trigger OnOpenPage()
    var
        Amount: Decimal;
    begin
        CurrPage.SalesLines.Page.SetTotals(1);
        currpage.saleslines.page.settotals(1);
        CurrPage."SalesLines".Page.SetTotal(1);
        CurrPage.OwnLines.Page.Update(false);
        CurrPage.OwnLines.Page.SetSelectionFilter(Rec);
        CurrPage.OwnLines.Update(false);
        CurrPage.SalesLines.Activate();
        Amount := CurrPage."Other Lines".Page.GetTotal();
        CurrPage.Unknown.Page.Anything();
        CurrPage.Links.Whatever();
        CurrPage.Chart.Render('x');
        CurrPage.Chart.Clear();
        CurrPage.Update(false);
        CurrPage.Caption := 'x';
        CurrPage.Editable := false;
        CurrPage.SaveRecord();
        CurrPage.Close();
        Message(CurrPage.ObjectId(false));
#if CLEAN26
        CurrPage.NewLines.Page.Update(false);
#endif
        with Rec do
            CurrPage.SalesLines.Page.Nothing();
    end;
}

page 50141 "Own Order"
{
    SourceTable = "Sales Header";

    layout
    {
        area(Content)
        {
            part(Lines; "Sales Order Subform") { }
            part(Missing; "Not Loaded Page") { }
            usercontrol(Viewer; "Not Loaded AddIn") { }
        }
    }

    trigger OnOpenPage()
    begin
        CurrPage.Lines.Page.SetTotals(1);
        CurrPage.Lines.PAGE.GetTotal();
        CurrPage.Missing.Page.Whatever();
        CurrPage.Viewer.Whatever();
        CurrPage.Lines.Update(false);
    end;
}

page 50150 "Order Subform"
{
    procedure GetTotal(): Decimal
    begin
    end;
}

controladdin "Order Chart"
{
    procedure Describe(): Text;
}

page 50151 "Order"
{
    layout
    {
        area(Content)
        {
            part(Lines; "Order Subform") { }
            usercontrol(Chart; "Order Chart") { }
        }
    }

    trigger OnOpenPage()
    var
        Flag: Boolean;
        Amount: Decimal;
    begin
        Flag := [=CurrPage.Lines.Page.GetTotal()=];
        Amount := [=CurrPage.Chart.Describe()=];
    end;
}

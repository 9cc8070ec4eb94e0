page 50150 "Order Subform"
{
    procedure GetTotal(): Decimal
    begin
    end;
}

page 50151 "Order"
{
    layout
    {
        area(Content)
        {
            part(Lines; "Order Subform") { }
            part(Other; "Unknown Subform") { }
        }
    }

    trigger OnOpenPage()
    var
        Flag: Boolean;
        Amount: Decimal;
    begin
        Amount := CurrPage.Lines.Page.GetTotal();
        Flag := CurrPage.Other.Page.GetTotal();
        Flag := CurrPage.Lines.Page.Editable;
    end;
}

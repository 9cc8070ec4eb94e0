namespace Base.Sales;

page 46 "Sales Order Subform"
{
    PageType = ListPart;
    SourceTable = "Sales Header";

    procedure SetTotals(Amount: Decimal)
    begin
    end;

    procedure GetTotal(): Decimal
    begin
    end;

    [Obsolete('Use SetTotals', '25.0')]
    procedure SetTotal(Amount: Decimal)
    begin
    end;
}

page 42 "Sales Order"
{
    PageType = Document;
    SourceTable = "Sales Header";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            part(SalesLines; "Sales Order Subform") { }
            part("Other Lines"; "Sales Order Subform") { }
            part(Unknown; "Page Not Loaded") { }
            systempart(Links; Links) { }
            usercontrol(Chart; "Sales Chart") { }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Post) { }
        }
    }
}

controladdin "Sales Chart"
{
    Scripts = 'chart.js';

    procedure Render(Data: Text);
    procedure Clear();
    event Ready();
}

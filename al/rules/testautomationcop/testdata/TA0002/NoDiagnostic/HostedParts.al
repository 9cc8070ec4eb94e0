table 50710 "Price Line"
{
    fields
    {
        field(1; "Line No."; Integer) { }
    }
}

page 50710 "Price Lines Part"
{
    PageType = ListPart;
    SourceTable = "Price Line";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("Line No."; Rec."Line No.") { }
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action("Update Prices") { }
        }
    }
}

page 50711 "Price Card"
{
    PageType = Card;
    SourceTable = "Price Line";

    layout
    {
        area(Content)
        {
            part(PriceLines; "Price Lines Part") { }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Release) { }
        }
    }
}

// No PageType: a Card.
page 50712 "Price Setup"
{
    actions
    {
        area(Processing)
        {
            action(Reset) { }
        }
    }
}

page 50713 "Price Headline"
{
    PageType = HeadlinePart;

    actions
    {
        area(Processing)
        {
            action(Open) { }
        }
    }
}

report 50710 "Price List"
{
    requestpage
    {
        actions
        {
            area(Processing)
            {
                action(Preview) { }
            }
        }
    }
}

codeunit 50710 "Price Tests"
{
    Subtype = Test;

    [Test]
    procedure ThroughTheHost()
    var
        Card: TestPage "Price Card";
        Lines: TestPage "Price Lines Part";
        Setup: TestPage "Price Setup";
        Headline: TestPage "Price Headline";
        Request: TestRequestPage "Price List";
    begin
        Card.OpenEdit();
        Card.PriceLines."Update Prices".Invoke();
        Card.Release.Invoke();
        Lines.OpenView();
        Lines."Line No.".SetValue(1);
        if Lines."Line No.".Visible() and Lines."Line No.".Enabled() then
            Lines.OK().Invoke();
        Lines.Close();
        Setup.Reset.Invoke();
        Headline.Open.Invoke();
        Request.Preview.Invoke();
    end;
}

table 50700 "Price Line"
{
    fields
    {
        field(1; "Line No."; Integer) { }
    }
}

page 50700 "Price Lines Part"
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
            group(More)
            {
                action(Recalculate) { }
            }
        }
    }
}

page 50701 "Price Summary Part"
{
    PageType = CardPart;
    SourceTable = "Price Line";
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    actions
    {
        area(Processing)
        {
            action(Refresh) { }
        }
    }
}

pageextension 50700 "Price Lines Part Ext" extends "Price Lines Part"
{
    actions
    {
        addlast(Processing)
        {
            action(Export) { }
        }
    }
}

codeunit 50700 "Price Tests"
{
    Subtype = Test;

    var
        GlobalPart: TestPage "Price Lines Part";

    [Test]
    procedure UpdatesPrices()
    var
        Lines: TestPage "Price Lines Part";
        Summary: TestPage "Price Summary Part";
    begin
        Lines.OpenView();
        [=Lines."Update Prices".Invoke()=];
        [=Lines.Recalculate.Invoke=];
        if [=Lines.Export.Visible()=] and [=Lines.Recalculate.Enabled()=] then
            [=GlobalPart.Export.Invoke()=];
        Summary.OpenView();
        [=Summary.Refresh.Invoke()=];
    end;

    [Test]
    [Obsolete('Replaced.', '25.0')]
    procedure OldTest()
    var
        Lines: TestPage "Price Lines Part";
    begin
        [=Lines."Update Prices".Invoke()=];
    end;

    procedure CheckAction(var Part: TestPage "Price Lines Part")
    begin
        [=Part.Recalculate.Invoke()=];
    end;
}

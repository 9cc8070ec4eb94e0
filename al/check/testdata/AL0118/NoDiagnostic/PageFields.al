namespace Own.Sales;

using Base.Sales;

page 50130 "Own Wizard"
{
    PageType = NavigatePage;

    layout
    {
        area(Content)
        {
            field(Step; step) { }
            field(Total; GetTotal()) { }
            field(Text; Format(Global) + UserId()) { }
            field(Today; Today()) { }
            field(Caption; CurrPage.Caption) { }
            field("Quoted Global"; "Quoted Global") { }
            field(Enabled; true) { }
            field(Disabled; FALSE) { }
#if NEVER_DEFINED
            field(Inactive; Nothing) { }
#endif
        }
    }

    var
        Step: Integer;
        Global: Text;
        "Quoted Global": Decimal;

    procedure GetTotal(): Decimal
    begin
    end;
}

page 50131 "Own Customer"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field("No."; "No.") { }
            field(Name; name) { }
            field(Count; Count) { }
        }
    }
}

// The base page's table gives the implicit record of its extensions.
pageextension 50130 "Own Card" extends "Customer Card"
{
    layout
    {
        addlast(Content)
        {
            field(OwnName; Name) { }
        }
    }
}

// A source table alfix does not know: names may be its fields.
page 50132 "Own Unknown"
{
    SourceTable = "Table Not Loaded";

    layout
    {
        area(Content)
        {
            field(Anything; Anything) { }
        }
    }
}

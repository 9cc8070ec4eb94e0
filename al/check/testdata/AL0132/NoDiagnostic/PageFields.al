namespace Own.Sales;

using Base.Sales;

page 50130 "Own Customer Fields"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field(Name; rec.NAME) { }
            // Added by a table extension of the dependency.
            field("Bar Priority"; Rec."Bar Priority") { }
            field(Counted; Rec.Count) { }
            field(Credit; Rec.CheckCredit()) { }
            field(Id; Rec.SystemId) { }
            field(Upper; UpperCase(Rec.Name) + ' ' + Format(Rec."No.")) { }
            field(OtherName; OtherCustomer.Name) { }
            field(ItemDescription; Item."Old Description") { }
#if NEVER_DEFINED
            field(Inactive; Rec.Nmae) { }
#endif
        }
    }

    var
        OtherCustomer: Record Customer;
        Item: Record Item;
}

// A source table alfix does not know: its members are not checked.
page 50131 "Own Unknown Fields"
{
    SourceTable = "Table Not Loaded";

    layout
    {
        area(Content)
        {
            field(Anything; Rec.Anything) { }
        }
    }
}

pageextension 50130 "Own Card Fields" extends "Customer Card"
{
    layout
    {
        addlast(Content)
        {
            field(Own; Rec."Bar Priority") { }
        }
    }
}

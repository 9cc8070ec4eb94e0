enumextension 70000000 "ABC Kind" extends "Sales Line Type"
{
    value(70000000; "ABC Rating") { }
    value(70000001; Old)
    {
        ObsoleteState = Pending;
        ObsoleteReason = 'Renamed.';
        ObsoleteTag = '2.0';
    }
}

enum 70000003 "ABC Own"
{
    // values of the app's own enums are AS0011's business, not checked here
    value(0; None) { }
}

tableextension 70000001 "ABC Customer" extends Customer
{
    fields
    {
        field(70000000; "ABC Rating"; Integer) { }
    }
    keys
    {
        key(ABCRatingKey; "ABC Rating") { }
    }
}

reportextension 70000002 "ABC Customer List" extends "Customer - List"
{
    dataset
    {
        add(Customer)
        {
            column(ABCRating; "ABC Rating") { }
        }
    }
}

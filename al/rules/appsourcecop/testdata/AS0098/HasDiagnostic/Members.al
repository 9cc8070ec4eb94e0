enumextension 70000000 "ABC Kind" extends "Sales Line Type"
{
    value(70000000; [=Rating=]) { }
    value(70000001; "ABC Score") { }
}

tableextension 70000001 "ABC Customer" extends Customer
{
    fields
    {
        field(70000000; "ABC Rating"; Integer) { }
    }
    keys
    {
        key([=RatingKey=]; "ABC Rating") { }
    }
}

reportextension 70000002 "ABC Customer List" extends "Customer - List"
{
    dataset
    {
        add(Customer)
        {
            column([=Rating=]; "ABC Rating") { }
            column(ABCScore; "ABC Rating") { }
        }
        addlast(Customer)
        {
            dataitem([=Ratings=]; "ABC Rating")
            {
                column([=Score=]; Score) { }
            }
        }
        modify(Customer) { RequestFilterFields = "No."; }
    }
}

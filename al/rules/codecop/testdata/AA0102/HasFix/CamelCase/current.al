page 50102 "AA0102 API"
{
    PageType = API;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field([="Display Name"=]; Rec.Name) { }
        }
    }
}

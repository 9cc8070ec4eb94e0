query 50103 "AA0103 API"
{
    QueryType = API;
    EntitySetName = [='customer sales'=];

    elements
    {
        dataitem(Customer; Customer)
        {
            column(number; "No.") { }
        }
    }
}

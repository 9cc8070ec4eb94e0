query 50103 "AA0103 API"
{
    QueryType = API;
    EntitySetName = 'customerSales';

    elements
    {
        dataitem(Customer; Customer)
        {
            column(number; "No.") { }
        }
    }
}

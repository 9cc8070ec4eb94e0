query 50103 "AA0103 API"
{
    QueryType = API;
    EntityName = 'customerSale';
    EntitySetName = 'customerSales';

    elements
    {
        dataitem(Customer; Customer)
        {
            column(number; "No.") { }
        }
    }
}

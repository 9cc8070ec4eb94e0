query 50103 "AA0103 API"
{
    QueryType = API;
    APIPublisher = [='Contoso'=];
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'customerSale';
    EntitySetName = [='customer_sales'=];

    elements
    {
        dataitem(Customer; Customer)
        {
            column(number; "No.") { }
        }
    }
}

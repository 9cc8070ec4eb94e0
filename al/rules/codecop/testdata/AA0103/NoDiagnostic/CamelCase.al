query 50103 "AA0103 API"
{
    QueryType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
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

query 50104 "AA0103 Normal"
{
    EntityName = 'Customer Sale';

    elements
    {
        dataitem(Customer; Customer)
        {
            column(Number; "No.") { }
        }
    }
}

query 50104 "AA0104 API"
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
            column([=Number=]; "No.") { }
            column([=Name_2=]; "Name 2") { }
        }
    }
}

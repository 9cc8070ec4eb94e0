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
        // Data item names are not columns.
        dataitem(Customer; Customer)
        {
            column(number; "No.") { }
            filter(DateFilter; "Date Filter") { }
        }
    }
}

query 50105 "AA0104 Normal"
{
    elements
    {
        dataitem(Customer; Customer)
        {
            column(Number; "No.") { }
        }
    }
}

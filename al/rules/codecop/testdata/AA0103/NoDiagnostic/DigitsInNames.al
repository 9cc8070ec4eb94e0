query 50179 "Sales V2 API"
{
    QueryType = API;
    APIPublisher = 'contoso2';
    APIGroup = 'sales';
    APIVersion = 'v2.0';
    EntityName = 'sale2';
    EntitySetName = 'salesV2';

    elements
    {
        dataitem(customer; Customer)
        {
            column(customerNo; "No.") { }
        }
    }
}

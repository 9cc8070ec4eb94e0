page 50374 "AA0101 No Camel Form"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = '2024';
    EntityName = '--';
    EntitySetName = 'salesOrders';
    SourceTable = Customer;
}

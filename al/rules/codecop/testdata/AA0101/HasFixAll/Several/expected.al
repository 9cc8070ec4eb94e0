page 50101 "AA0101 API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'urlTools';
    EntityName = 'salesOrder';
    SourceTable = Customer;
}

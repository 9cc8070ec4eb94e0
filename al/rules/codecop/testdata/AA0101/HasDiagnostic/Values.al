page 50101 "AA0101 API"
{
    PageType = API;
    APIPublisher = [='Contoso'=];
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = [='sales_order'=];
    EntitySetName = [='Sales Orders'=];
    SourceTable = Customer;
    DelayedInsert = true;
}

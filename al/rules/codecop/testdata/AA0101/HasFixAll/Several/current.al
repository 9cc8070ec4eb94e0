page 50101 "AA0101 API"
{
    PageType = API;
    APIPublisher = [='Contoso'=];
    APIGroup = [='URLTools'=];
    EntityName = [='sales_order'=];
    SourceTable = Customer;
}

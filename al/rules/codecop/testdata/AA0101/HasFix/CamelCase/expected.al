page 50101 "AA0101 API"
{
    PageType = API;
    EntitySetName = 'salesOrderLines';
    SourceTable = Customer;
}

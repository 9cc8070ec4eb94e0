page 50101 "AA0101 API"
{
    PageType = API;
    EntitySetName = [='Sales-Order Lines'=];
    SourceTable = Customer;
}

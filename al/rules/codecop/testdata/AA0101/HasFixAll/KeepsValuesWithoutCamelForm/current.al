page 50374 "AA0101 No Camel Form"
{
    PageType = API;
    APIPublisher = [|'Contoso'|];
    APIGroup = [|'2024'|];
    EntityName = [|'--'|];
    EntitySetName = [|'Sales Orders'|];
    SourceTable = Customer;
}

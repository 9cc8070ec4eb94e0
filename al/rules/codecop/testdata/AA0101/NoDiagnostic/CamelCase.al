page 50101 "AA0101 API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'salesOrder';
    EntitySetName = 'salesOrders';
    SourceTable = Customer;
    DelayedInsert = true;
}

// Not an API page.
page 50102 "AA0101 Card"
{
    PageType = Card;
    EntityName = 'Sales Order';
    SourceTable = Customer;
}

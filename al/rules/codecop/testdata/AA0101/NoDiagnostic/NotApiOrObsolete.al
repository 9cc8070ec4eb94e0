page 50172 "Customers Card Page"
{
    PageType = Card;
    SourceTable = Customer;
    EntityName = 'Customer Card';
    EntitySetName = 'Customer_Cards';
}

page 50173 "Old Customers API"
{
    PageType = API;
    APIPublisher = 'Contoso';
    APIGroup = 'Sales-App';
    APIVersion = 'v1.0';
    EntityName = 'Customer';
    EntitySetName = 'Customers';
    SourceTable = Customer;
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced by the v2 API.';
}

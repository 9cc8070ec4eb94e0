query 50177 "Customer Sales Normal"
{
    QueryType = Normal;

    elements
    {
        dataitem(Customer; Customer)
        {
            column(No; "No.") { }
        }
    }
}

query 50178 "Old Customer Sales API"
{
    QueryType = API;
    APIPublisher = 'Contoso';
    APIGroup = 'Sales';
    APIVersion = 'v1.0';
    EntityName = 'CustomerSale';
    EntitySetName = 'CustomerSales';
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    elements
    {
        dataitem(Customer; Customer)
        {
            column(no; "No.") { }
        }
    }
}

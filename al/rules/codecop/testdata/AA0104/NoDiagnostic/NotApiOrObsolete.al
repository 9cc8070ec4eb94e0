query 50180 "Customer Normal Query"
{
    QueryType = Normal;

    elements
    {
        dataitem(Customer; Customer)
        {
            column(No_; "No.") { }
            column(Name; Name) { }
        }
    }
}

query 50181 "Old Customer API Query"
{
    QueryType = API;
    APIPublisher = 'contoso';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'oldCustomer';
    EntitySetName = 'oldCustomers';
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    elements
    {
        dataitem(Customer; Customer)
        {
            column(Customer_No; "No.") { }
        }
    }
}

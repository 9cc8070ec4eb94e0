query 50182 "Customer API Query"
{
    QueryType = API;
    APIPublisher = 'contoso';
    APIGroup = 'sales';
    APIVersion = 'v1.0';
    EntityName = 'customerBalance';
    EntitySetName = 'customerBalances';

    elements
    {
        dataitem(Customer; Customer)
        {
            column("number"; "No.") { }
            column(balanceLCY2; "Balance (LCY)") { }
            filter(Date_Filter; "Date Filter") { }
        }
    }
}

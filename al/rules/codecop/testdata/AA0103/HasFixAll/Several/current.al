query 50103 "AA0103 API"
{
    QueryType = API;
    EntityName = [='Customer Sale'=];
    EntitySetName = [='Customer Sales'=];

    elements
    {
        dataitem(Customer; Customer)
        {
            column(number; "No.") { }
        }
    }
}

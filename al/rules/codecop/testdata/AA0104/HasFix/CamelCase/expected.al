query 50104 "AA0104 API"
{
    QueryType = API;

    elements
    {
        dataitem(Customer; Customer)
        {
            column(amountLCY; "Balance (LCY)") { }
        }
    }
}

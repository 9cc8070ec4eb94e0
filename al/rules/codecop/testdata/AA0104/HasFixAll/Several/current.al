query 50104 "AA0104 API"
{
    QueryType = API;

    elements
    {
        dataitem(Customer; Customer)
        {
            column([=Number=]; "No.") { }
            column([="Amount LCY"=]; "Balance (LCY)") { }
        }
    }
}

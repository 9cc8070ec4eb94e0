report 50165 AC0018Report
{
    [=Caption=] = '';
    dataset
    {
        dataitem(Item; Item) { column(No; "No.") { [=Caption=] = ''; } }
    }
}

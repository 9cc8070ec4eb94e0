report 50232 [="PC0005 Fix Report"=]
{
    dataset
    {
        dataitem(Item; Item) { }
    }
}

report 50232 "PC0005 Fix Report"
{
    Extensible = true;
    dataset
    {
        dataitem(Item; Item) { }
    }
}

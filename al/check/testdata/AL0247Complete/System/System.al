enum 2000000005 EventCategory
{
    Extensible = true;
    value(0; Uncategorized) { }
}

page 2000000001 "Platform Objects"
{
}

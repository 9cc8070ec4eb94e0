page 50130 "AW0006 Items"
{
    PageType = List;
    SourceTable = Item;
    [=UsageCategory = Lists;=]

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field(Description; Rec.Description) { ApplicationArea = All; }
            }
        }
    }
}

report 50131 "AW0006 Item Report"
{
    [=UsageCategory = ReportsAndAnalysis;=]

    dataset
    {
        dataitem(Item; Item) { }
    }
}

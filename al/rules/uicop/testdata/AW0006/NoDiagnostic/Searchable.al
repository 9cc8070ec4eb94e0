page 50132 "AW0006 Searchable"
{
    PageType = List;
    SourceTable = Item;
    UsageCategory = Lists;
    ApplicationArea = All;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field(Description; Rec.Description) { }
            }
        }
    }
}

// Not meant to be searched: no UsageCategory, or UsageCategory = None.
page 50133 "AW0006 Hidden"
{
    PageType = List;
    SourceTable = Item;
    UsageCategory = None;

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

report 50134 "AW0006 Plain Report"
{
    dataset
    {
        dataitem(Item; Item) { }
    }
}

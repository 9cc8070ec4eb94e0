page 50112 "AW0008 List"
{
    PageType = list;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater(Lines) { field(Name; Rec.Name) { } }
        }
    }
}

page 50113 "AW0008 Part"
{
    PageType = ListPart;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater(Lines) { field(Name; Rec.Name) { } }
        }
    }
}

page 50114 "AW0008 Worksheet"
{
    PageType = Worksheet;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater(Lines) { field(Name; Rec.Name) { } }
        }
    }
}

page 50115 "AW0008 API"
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'customer';
    EntitySetName = 'customers';
    SourceTable = Customer;
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records) { field(id; Rec.SystemId) { } }
        }
    }
}

page 50116 "AW0008 Card Without Repeater"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(Repeater) { field(Name; Rec.Name) { } }
        }
    }
}

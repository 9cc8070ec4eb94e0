page 50294 [|"PC0026 Temporary"|]
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'buffer';
    EntitySetName = 'buffers';
    SourceTable = "Name/Value Buffer";
    SourceTableTemporary = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(name; Rec.Name) { }
            }
        }
    }
}

page 50295 [|"PC0026 List"|]
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(Name; Rec.Name) { }
            }
        }
    }
}

page 50296 [|"PC0026 No Fields"|]
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'action';
    EntitySetName = 'actions';
}

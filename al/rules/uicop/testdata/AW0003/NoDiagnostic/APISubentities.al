page 50103 "AW0003 Orders API"
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'order';
    EntitySetName = 'orders';
    SourceTable = Customer;
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(id; Rec.SystemId) { }
                part(orderLines; "AW0003 Sub Part")
                {
                    EntityName = 'orderLine';
                    EntitySetName = 'orderLines';
                }
            }
        }
    }
}

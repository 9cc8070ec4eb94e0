page 50151 "PC0024 Items API"
{
    pagetype = api;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'item';
    EntitySetName = 'items';
    SourceTable = Item;

    layout
    {
        area(Content)
        {
            field(number; Rec."No.") { [=applicationarea = all;=] }
        }
    }
}

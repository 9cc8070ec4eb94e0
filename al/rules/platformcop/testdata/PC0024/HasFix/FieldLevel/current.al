page 50150 "PC0024 Customers API"
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
            repeater(Records)
            {
                field(id; Rec.SystemId) { }
                field(displayName; Rec.Name)
                {
                    Caption = 'Display Name';
                    [=ApplicationArea = Basic, Suite;=]
                }
            }
        }
    }
}

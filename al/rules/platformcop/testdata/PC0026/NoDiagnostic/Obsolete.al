page 50297 [|"PC0026 Old"|]
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'old';
    EntitySetName = 'olds';
    SourceTable = Customer;
    ObsoleteState = Pending;
    ObsoleteReason = 'Use v2.0.';

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(number; Rec."No.") { }
            }
        }
    }
}

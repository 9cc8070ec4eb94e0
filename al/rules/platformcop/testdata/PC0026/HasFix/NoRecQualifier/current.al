page 50299 [="PC0026 No Rec"=]
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'bank';
    EntitySetName = 'banks';
    SourceTable = Customer;
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(number; "No.")
                {
                    Caption = 'No.';
                }
                field(id; SystemId) { }
            }
        }
    }
}

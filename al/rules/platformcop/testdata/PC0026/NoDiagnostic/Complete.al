page 50293 [|"PC0026 Complete"|]
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'contact';
    EntitySetName = 'contacts';
    SourceTable = Customer;
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(id; Rec.SystemId) { Editable = false; }
                field(number; Rec."No.") { }
                field(LastModifiedDateTime; Rec."SystemModifiedAt") { }
            }
        }
    }
}

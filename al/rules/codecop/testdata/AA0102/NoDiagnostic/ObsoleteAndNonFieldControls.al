page 50175 "Vendors API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'vendor';
    EntitySetName = 'vendors';
    SourceTable = Vendor;
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(id; Rec.SystemId) { }
                field("Old Name"; Rec.Name)
                {
                    ObsoleteState = Pending;
                    ObsoleteReason = 'Use displayName.';
                }
                field(displayName; Rec.Name) { }
                part(Contacts_Part; "Vendor List") { }
            }
        }
    }
}

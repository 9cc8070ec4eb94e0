page 50176 "Old Vendors API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'oldVendor';
    EntitySetName = 'oldVendors';
    SourceTable = Vendor;
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field("No."; Rec."No.") { }
                field(Display_Name; Rec.Name) { }
            }
        }
    }
}

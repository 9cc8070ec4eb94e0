tableextension 50100 "Bar Customer" extends Customer
{
    Caption = 'Customer';
    CaptionML = ENU = 'Customer';
    DataCaptionFields = "No.", Name;
    LookupPageId = "Customer List";
    DrillDownPageId = "Customer List";
    AllowInCustomizations = Always;
    Description = 'Bar';
    // Not a table property at all: AL0124's.
    Captoin = 'Customer';
#if CLEAN26
    DataPerCompany = false;
#endif

    fields
    {
        field(50100; "Bar Code"; Code[10])
        {
            DataClassification = CustomerContent;
        }
        modify(Name)
        {
            Caption = 'Name';
        }
    }
}

table 50100 "Bar Table"
{
    DataPerCompany = false;
    TableType = Temporary;
    ReplicateData = false;

    fields
    {
        field(1; "Bar Code"; Code[10]) { }
    }
}

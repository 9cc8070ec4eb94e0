table 50100 "Bar Setup"
{
    caption = 'Bar Setup';
    DataClassification = CustomerContent;
    LookupPageId = "Bar List";
    DrillDownPageID = "Bar List";
    Access = Internal;
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';
    ObsoleteTag = '26.0';

    fields
    {
        field(1; "Primary Key"; Code[10])
        {
            CAPTION = 'Primary Key';
            NotBlank = true;
            DataClassification = SystemMetadata;
            CaptionML = ENU = 'Primary Key';
        }
        field(2; "Bar Priority"; Option)
        {
            Caption = 'Bar Priority';
            OptionMembers = Low,High;
            OptionCaption = 'Low,High';
            Editable = false;
            ToolTip = 'Specifies the priority.';
#if CLEAN99
            Required = true;
            ReadOnly = true;
#endif
        }
        field(3; Picture; Media)
        {
            ExtendedDatatype = Person;
            SubType = UserDefined;
        }
    }
    keys
    {
        key(PK; "Primary Key")
        {
            Clustered = true;
            MaintainSiftIndex = false;
        }
    }
    fieldgroups
    {
        fieldgroup(DropDown; "Primary Key") { Caption = 'Drop down'; }
    }
}

table 50100 "Bar Document"
{
    Caption = 'Bar Document';
    CaptionML = ENU = 'Bar Document';

    fields
    {
        field(1; "No."; Code[20])
        {
            Caption = 'No.';
            DataClassification = CustomerContent;
        }
        field(2; Name; Text[100])
        {
            Caption = 'Name';
#if CLEAN26
            DataClassification = SystemMetadata;
#else
            DataClassification = CustomerContent;
#endif
        }
    }
}

report 50100 "Bar Report"
{
    Caption = 'Bar Report';

    dataset
    {
        dataitem(Doc; "Bar Document")
        {
            Caption = 'Document';
            column(No; "No.") { Caption = 'No.'; }
        }
    }

    labels
    {
        Caption = 'One';
        Title = 'Two';
    }
}

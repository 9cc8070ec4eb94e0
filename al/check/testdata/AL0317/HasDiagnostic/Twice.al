table 50100 "Bar Document"
{
    Caption = 'Bar Document';
    [=caption=] = 'Document';

    fields
    {
        field(1; "No."; Code[20])
        {
            DataClassification = CustomerContent;
            [=DataClassification=] = SystemMetadata;
        }
    }
}

page 50100 "Bar Card"
{
    PageType = Card;
    SourceTable = "Bar Document";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                ApplicationArea = All;
                Visible = true;
                [=ApplicationArea=] = Basic;
            }
        }
    }
}

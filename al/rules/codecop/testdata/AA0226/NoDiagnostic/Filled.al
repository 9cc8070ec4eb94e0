table 50226 "AA0226 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            Caption = 'No.';
        }
        field(3; Blank; Integer)
        {
            Caption = ' ';
        }
        field(2; Old; Integer)
        {
            Caption = '';
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}

page 50226 "AA0226 Page"
{
    SourceTable = "AA0226 Table";

    layout
    {
        area(Content)
        {
            field(Picture; Rec."No.")
            {
                // A page control without a caption.
                Caption = '';
            }
        }
    }
}

table 50227 "AA0226 ML Filled"
{
    fields
    {
        field(1; "No."; Code[20]) { CaptionML = ENU = 'No.', DAN = 'Nr.'; }
        field(2; Blank; Integer) { CaptionML = ENU = ' '; }
        field(3; Old; Integer)
        {
            CaptionML = ENU = '';
            ObsoleteState = Removed;
            ObsoleteReason = 'Gone.';
        }
    }
}

page 50227 "AA0226 ML Page"
{
    SourceTable = "AA0226 ML Filled";

    layout
    {
        area(Content)
        {
            field(NoControl; Rec."No.") { CaptionML = ENU = ''; }
        }
    }
}

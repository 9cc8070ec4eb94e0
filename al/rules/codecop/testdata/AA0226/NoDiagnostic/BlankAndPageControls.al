table 50269 "Caption Blank"
{
    fields
    {
        field(1; Filler; Text[10]) { Caption = ' '; }
        field(2; Old; Integer)
        {
            Caption = '';
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}

page 50270 "Caption Blank Card"
{
    SourceTable = "Caption Blank";

    layout
    {
        area(Content)
        {
            field(Filler; Rec.Filler) { Caption = ''; }
        }
    }
}

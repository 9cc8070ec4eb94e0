table 50223 "AA0223 Table"
{
    fields
    {
        field(1; Kind; Option)
        {
            OptionMembers = A,B;
            OptionCaption = 'A,B';
        }
        field(3; Status; Option)
        {
            // One blank option with a blank caption.
            OptionMembers = " ";
            OptionCaption = ' ';
        }
        field(2; Old; Option)
        {
            OptionMembers = A,B;
            OptionCaption = '';
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}

page 50223 "AA0223 Page"
{
    SourceTable = "AA0223 Table";

    layout
    {
        area(Content)
        {
            field(Kind; Rec.Kind) { }
        }
    }
}

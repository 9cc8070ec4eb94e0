table 50223 "AA0223 Table"
{
    fields
    {
        field(1; Kind; Option)
        {
            OptionMembers = A,B;
            OptionCaption = [=''=];
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
            field(Kind; Rec.Kind)
            {
                OptionCaption = [=''=], Locked = true;
            }
        }
    }
}

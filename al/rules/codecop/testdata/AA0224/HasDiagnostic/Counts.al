table 50224 "AA0224 Table"
{
    fields
    {
        field(1; Kind; Option)
        {
            OptionMembers = " ",Raw,"Finished, Good";
            OptionCaption = [=' ,Raw'=];
        }
        field(2; Level; Option)
        {
            OptionMembers = Low,High;
            OptionCaption = [='Low,Middle,High'=];
        }
    }
}

page 50224 "AA0224 Page"
{
    SourceTable = "AA0224 Table";

    layout
    {
        area(Content)
        {
            field("VAT Posting"; PostingOptions)
            {
                OptionCaption = [='Automatic VAT Entry'=];
            }
            field(Level; Rec.Level)
            {
                OptionCaption = [='Low'=];
            }
            field(Kind; Kind)
            {
                OptionCaption = [='Blank,Raw,Finished Good,Extra'=];
            }
        }
    }

    var
        PostingOptions: Option "Automatic VAT Entry","Manual VAT Entry";
}

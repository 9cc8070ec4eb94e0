table 50224 "AA0224 Table"
{
    fields
    {
        field(1; Kind; Option)
        {
            OptionMembers = ,Raw,"Finished, Good";
            OptionCaption = ' ,Raw,Finished Good';
        }
        field(2; Empty; Option)
        {
            // Empty captions are AA0223's.
            OptionMembers = A,B;
            OptionCaption = '';
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
                OptionCaption = 'Automatic VAT Entry,Manual VAT Entry';
            }
            field(Kind; Rec.Kind)
            {
                OptionCaption = 'Blank,Raw,Finished Good';
            }
        }
    }

    var
        PostingOptions: Option "Automatic VAT Entry","Manual VAT Entry";
}

page 50225 "AA0224 Unknown Table"
{
    // The source table is in a dependency whose symbols are not loaded.
    SourceTable = "Sales Header";

    layout
    {
        area(Content)
        {
            field("Document Type"; Rec."Document Type")
            {
                OptionCaption = 'Quote';
            }
        }
    }
}

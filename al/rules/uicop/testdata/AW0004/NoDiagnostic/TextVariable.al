table 50162 "AW0004 Note"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Body; Blob) { }
        field(3; Photo; Media) { }
    }
}

page 50163 "AW0004 Note Card"
{
    SourceTable = "AW0004 Note";

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("No."; Rec."No.") { }
                field(BodyText; BodyText) { }
                field(Photo; Rec.Photo) { }
                field(Blob; Rec."No.") { }
            }
        }
    }

    var
        BodyText: Text;
}

page 50164 "AW0004 Note API"
{
    PageType = API;
    APIPublisher = 'alfix';
    APIGroup = 'tests';
    APIVersion = 'v1.0';
    EntityName = 'note';
    EntitySetName = 'notes';
    SourceTable = "AW0004 Note";
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(number; Rec."No.") { }
                field(body; Rec.Body) { }
            }
        }
    }
}

table 50257 "Option Source"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Status; Option)
        {
            OptionMembers = Open,Released;
            OptionCaption = 'Open,Released';
        }
    }
}

page 50258 "Option Source Card"
{
    SourceTable = "Option Source";

    layout
    {
        area(Content)
        {
            field(Status; Rec.Status) { }
            field(StatusBare; Status) { }
            field(Text; Description) { Caption = 'Description'; }
        }
    }

    var
        Description: Text;
}

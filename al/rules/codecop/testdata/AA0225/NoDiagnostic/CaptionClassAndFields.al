table 50266 "Caption Source"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 50267 "Caption Card"
{
    SourceTable = "Caption Source";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field(NoBare; "No.") { }
            field(Extra; ExtraText) { CaptionClass = '3,Extra'; }
            field(Other; ExtraText) { Caption = 'Other'; }
        }
    }

    var
        ExtraText: Text;
}

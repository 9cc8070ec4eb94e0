table 50151 "AA0218 Table"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
        field(2; Name; Text[100]) { }
    }
}

page 50152 "AA0218 Table Page"
{
    SourceTable = "AA0218 Table";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
                field([=Name=]; Rec.Name) { }
            }
        }
    }
}

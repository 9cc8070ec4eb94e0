table 50160 "AA0218 Table With ToolTips"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
        field(2; Name; Text[100]) { ToolTip = 'Specifies the name.'; }
    }
}

page 50161 "AA0218 Page On Table"
{
    SourceTable = "AA0218 Table With ToolTips";

    layout
    {
        area(Content)
        {
            field([|"No."|]; Rec."No.") { }
            field([|Name|]; Name) { }
        }
    }
}

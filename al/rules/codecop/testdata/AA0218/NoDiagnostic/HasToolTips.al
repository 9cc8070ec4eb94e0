page 50154 "AA0218 Good"
{
    SourceTable = "AA0218 Other Table";

    layout
    {
        area(Content)
        {
            field([|Total|]; TotalAmount) { ToolTip = 'Specifies the total.'; }
            field([|"No."|]; Rec."No.") { }
            field([|Description|]; Description) { }
            part([|Lines|]; "AA0218 Subpage") { }
        }
    }
    actions
    {
        area(Processing)
        {
            action([|Post|]) { tooltip = 'Post the document.'; }
            actionref([|Post_Promoted|]; Post) { }
        }
    }

    var
        TotalAmount: Decimal;
}

pageextension 50155 "AA0218 Modify" extends "AA0218 Good"
{
    layout
    {
        modify([|Total|]) { Visible = false; }
    }
}

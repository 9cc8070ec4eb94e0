table 50135 "AA0100 Plain"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Customer's Name"; Text[100]) { }
    }
}

page 50135 "AA0100 Plain Page"
{
    SourceTable = "AA0100 Plain";
    Caption = 'A "quoted" caption';

    layout
    {
        area(Content)
        {
            field("STRSUBSTNO('%1',Rec.No.)"; StrSubstNo('%1', Rec."No."))
            {
                ToolTip = 'Specifies the ""number"".';
            }
        }
    }
}

table 50251 "Tipped Table"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
        field(2; Name; Text[100]) { ToolTip = 'Specifies the name.'; }
    }
}

page 50252 "Tipped Card"
{
    SourceTable = "Tipped Table";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field(Name; Rec.Name) { }
            group(General)
            {
                Caption = 'General';
            }
        }
    }
}

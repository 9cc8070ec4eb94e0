table 50124 "AC0014 Obsolete"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used';
            ToolTip = [|'Specifies the number'|];
        }
    }
}

page 50125 "AC0014 Obsolete Page"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Not used';

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                ToolTip = [|'Specifies the number'|];
            }
        }
    }
}

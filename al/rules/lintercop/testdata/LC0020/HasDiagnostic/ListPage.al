page 50140 "LC0020 Items"
{
    PageType = List;
    ApplicationArea = All;
    UsageCategory = Lists;
    SourceTable = Item;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.")
                {
                    [=ApplicationArea = All;=]
                }
                field(Description; Rec.Description)
                {
                    [=applicationarea = all;=]
                    ToolTip = 'Specifies the description.';
                }
            }
            part(Lines2; "LC0020 Part") { [=ApplicationArea = All;=] }
        }
    }
}

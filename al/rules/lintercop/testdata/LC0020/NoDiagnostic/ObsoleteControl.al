page 50145 "LC0020 Old Control"
{
    PageType = List;
    ApplicationArea = All;
    SourceTable = Item;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.")
                {
                    [|ApplicationArea = All;|]
                    ObsoleteState = Pending;
                    ObsoleteReason = 'Use the new field.';
                }
            }
        }
    }
}

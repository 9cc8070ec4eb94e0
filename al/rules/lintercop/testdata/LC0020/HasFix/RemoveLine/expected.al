page 50147 "LC0020 Fix"
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
#pragma warning disable AA0218
#pragma warning restore AA0218
                    Caption = 'No.';
                }
            }
        }
    }
}

page 50249 "AA0249 Not Editable"
{
    PageType = Card;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                ApplicationArea = All;
                ToolTip = 'Specifies the number.';
                Editable = false;

                trigger [=OnLookup=](var Text: Text): Boolean
                begin
                    exit(false);
                end;

                trigger OnValidate()
                begin
                end;
            }
        }
    }
}

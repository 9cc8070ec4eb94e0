page 50250 "AA0249 Editable"
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

                trigger OnDrillDown()
                begin
                end;

                trigger OnAssistEdit()
                begin
                end;
            }
            field(Name; Rec.Name)
            {
                ApplicationArea = All;
                ToolTip = 'Specifies the name.';
                Editable = IsEditable;

                trigger OnLookup(var Text: Text): Boolean
                begin
                    exit(false);
                end;
            }
        }
    }

    var
        IsEditable: Boolean;
}

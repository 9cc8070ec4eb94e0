page 50318 "Read Only Fields"
{
    layout
    {
        area(Content)
        {
            field(Total; TotalAmount)
            {
                Caption = 'Total';
                Editable = false;

                trigger OnDrillDown()
                begin
                end;

                trigger OnValidate()
                begin
                end;
            }
            field(Name; NameText)
            {
                Caption = 'Name';
                Editable = IsEditable;

                trigger OnLookup(var Text: Text): Boolean
                begin
                end;
            }
        }
    }

    var
        TotalAmount: Decimal;
        NameText: Text;
        IsEditable: Boolean;
}

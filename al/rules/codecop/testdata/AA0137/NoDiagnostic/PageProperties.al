page 50107 "Property Uses"
{
    layout
    {
        area(Content)
        {
            field(Amount; AmountValue)
            {
                Visible = ShowAmount;
                Editable = CanEdit;
            }
        }
    }

    var
        AmountValue: Decimal;
        ShowAmount: Boolean;
        CanEdit: Boolean;
}

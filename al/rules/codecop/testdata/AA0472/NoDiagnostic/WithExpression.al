page 50473 "AA0472 Formatted"
{
    PageType = Card;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field(TotalAmount; TotalAmount)
            {
                ApplicationArea = All;
                ToolTip = 'Specifies the total.';
                AutoFormatType = 1;
                AutoFormatExpression = Rec."Currency Code";
            }
            field(UnitAmount; UnitAmount)
            {
                ApplicationArea = All;
                ToolTip = 'Specifies the unit amount.';
                AutoFormatType = 2;
            }
            field(Quantity; Quantity)
            {
                ApplicationArea = All;
                ToolTip = 'Specifies the quantity.';
            }
        }
    }

    var
        TotalAmount: Decimal;
        UnitAmount: Decimal;
        Quantity: Decimal;
}

page 50336 "Format Types"
{
    layout
    {
        area(Content)
        {
            field(Price; UnitPrice)
            {
                Caption = 'Price';
                AutoFormatType = 2;
            }
            field(Amount; AmountValue)
            {
                Caption = 'Amount';
                AutoFormatType = 1;
                AutoFormatExpression = CurrencyCode;
            }
            field(Plain; PlainValue)
            {
                Caption = 'Plain';
            }
        }
    }

    var
        UnitPrice: Decimal;
        AmountValue: Decimal;
        PlainValue: Decimal;
        CurrencyCode: Code[10];
}

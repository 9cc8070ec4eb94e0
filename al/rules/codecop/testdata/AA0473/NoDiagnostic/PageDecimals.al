page 50340 "Page Decimals"
{
    layout
    {
        area(Content)
        {
            field(Amount; AmountValue) { Caption = 'Amount'; }
        }
    }

    var
        AmountValue: Decimal;
}

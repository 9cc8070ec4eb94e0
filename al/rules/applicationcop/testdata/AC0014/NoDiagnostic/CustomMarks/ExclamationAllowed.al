page 50126 "AC0014 Custom Marks OK"
{
    Caption = 'AC0014 Custom Marks OK';

    layout
    {
        area(Content)
        {
            field(Amount; AmountValue)
            {
                Caption = 'Amount';
                ToolTip = 'Specifies the amount!';
            }
        }
    }

    var
        AmountValue: Decimal;
}

page 50125 "AC0014 Custom Marks"
{
    Caption = 'AC0014 Custom Marks';

    layout
    {
        area(Content)
        {
            field(Amount; AmountValue)
            {
                Caption = 'Amount';
                ToolTip = [='Specifies the amount.'=];
            }
        }
    }

    var
        AmountValue: Decimal;
}

page 50253 "Action Tips"
{
    layout
    {
        area(Content)
        {
            field(Total; TotalAmount)
            {
                Caption = 'Total';
                ToolTip = 'Specifies the total amount.';
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Recalculate)
            {
                ToolTip = 'Recalculate the total.';
                trigger OnAction()
                begin
                end;
            }
        }
    }

    var
        TotalAmount: Decimal;
}

page 50292 "No Table Fields"
{
    layout
    {
        area(Content)
        {
            field(Total; TotalAmount)
            {
                Caption = 'Total';
                ToolTip = 'Specifies the total.';
            }
        }
    }

    var
        TotalAmount: Decimal;
}

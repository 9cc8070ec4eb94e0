page 50472 "AA0472 Amounts"
{
    PageType = Card;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field([=TotalAmount=]; TotalAmount)
            {
                ApplicationArea = All;
                ToolTip = 'Specifies the total.';
                AutoFormatType = 1;
            }
        }
    }

    var
        TotalAmount: Decimal;
}

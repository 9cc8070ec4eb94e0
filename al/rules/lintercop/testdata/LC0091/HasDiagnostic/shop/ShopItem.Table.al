table 50100 "Shop Item"
{
    Caption = 'Shop Item';

    fields
    {
        field(1; "No."; Code[20])
        {
            Caption = 'No.';
            [=ToolTip = 'Specifies the number of the item.'=];
        }
        field(2; Price; Decimal)
        {
            [=Caption = 'Price'=];

            trigger OnValidate()
            var
                [=NegativePriceErr: Label 'The price cannot be negative.'=];
            begin
                if Price < 0 then
                    Error(NegativePriceErr);
            end;
        }
        field(3; Stock; Decimal)
        {
            [=Caption = 'Stock'=];
        }
    }
}

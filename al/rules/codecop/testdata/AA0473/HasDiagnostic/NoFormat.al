table 50473 "AA0473 Amounts"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; [=Amount=]; Decimal) { }
        field(3; [="Unit Price"=]; decimal)
        {
            Caption = 'Unit Price';
        }
    }
}

tableextension 50473 "AA0473 Ext" extends Customer
{
    fields
    {
        field(50000; [="Bonus Amount"=]; Decimal) { }
    }
}

namespace Own.Sales;

using Base.Sales;

tableextension 50100 "Own Customer" extends Customer
{
    fields
    {
        modify([=Nmae=])
        {
            Caption = 'Customer Name';
        }
        modify([="Name Two"=])
        {
            Caption = 'Second Name';
        }
        field(50100; "Own Field"; Integer) { }
    }
}

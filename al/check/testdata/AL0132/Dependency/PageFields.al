namespace Base.Extra;

using Base.Sales;

tableextension 18000 "Extra Customer" extends Customer
{
    fields
    {
        field(18000; "Bar Priority"; Integer) { }
    }
}

namespace Base.Sales;

enum 36 "Sales Document Type"
{
    Extensible = true;
    value(0; Quote) { }
    value(1; "Order") { }
    value(2; "Credit Memo") { }
}

table 81 "Gen. Journal Line"
{
    fields
    {
        field(1; "Account Type"; Option) { OptionMembers = "G/L Account",Customer,Vendor,"Bank Account"; }
        field(2; "Document Type"; Enum "Sales Document Type") { }
        field(3; "Blank First"; Option) { OptionMembers = " ",Sale,Purchase; }
    }
}

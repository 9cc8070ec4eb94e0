tableextension 50100 "Customer Ext" extends Customer
{
    fields
    {
        field([=10=]; "Low Field"; Integer) { }
        field([=49999=]; "Edge Field"; Integer) { }
        field(50000; "Good Field"; Integer) { }
        field([=100000=]; "High Field"; Integer) { }
    }
}

table 50101 "Own Table"
{
    fields
    {
        field(1; "Primary"; Code[20]) { }
        field([=1000000=]; "Far Field"; Integer) { }
    }
}

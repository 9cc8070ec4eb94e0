namespace Base.Sales;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
}

table 27 Item
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Use the new item.';
    ObsoleteTag = '25.0';

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 21 "Customer Card"
{
    SourceTable = Customer;
}

report 116 "Customer Statement"
{
    dataset
    {
        dataitem(Cust; Customer) { }
    }
}

enum 10 "Document Kind"
{
    Extensible = true;
    value(0; Quote) { }
}

permissionset 50 "Sales Basic"
{
    Permissions = tabledata Customer = R;
}

page 25 "Customer Ledger Entries"
{
    SourceTable = Customer;
}

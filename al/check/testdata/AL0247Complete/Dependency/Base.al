namespace Base.Sales;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 21 "Customer Card"
{
    SourceTable = Customer;
}

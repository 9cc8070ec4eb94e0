table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
}

table 5050 Contact
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
}

table 70100 "Dep Order"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Decimal) { }
    }
}

table 70101 "Dep Order Archive"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Integer) { }
    }
}

table 454 "Approval Entry"
{
    fields
    {
        field(1; "Table ID"; Integer) { }
    }
}

table 456 "Posted Approval Entry"
{
    fields
    {
        field(1; "Table ID"; Integer) { }
    }
}

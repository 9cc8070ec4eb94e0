namespace Base.Sales;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; Count; Integer) { }
    }

    procedure CheckCredit(): Boolean
    begin
        exit(true);
    end;
}

table 36 "Sales Header"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }
}

page 21 "Customer Card"
{
    SourceTable = Customer;

    procedure SetSelection(NewName: Text)
    begin
    end;
}

report 206 "Sales Invoice"
{
    dataset
    {
        dataitem(Header; "Sales Header")
        {
            column(No; "No.") { }
        }
    }
}

enum 10 "Document Kind"
{
    Extensible = true;
    value(0; Quote) { }
    value(1; Order) { }
}

interface "Document Sender"
{
    procedure Send();
}

namespace Base.Sales;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; "Balance (LCY)"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Cust. Ledger Entry".Amount where("Customer No." = field("No.")));
        }
        field(4; "Date Filter"; Date) { FieldClass = FlowFilter; }
    }
}

table 21 "Cust. Ledger Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(3; "Customer No."; Code[20]) { }
        field(13; Amount; Decimal) { }
        field(14; "Posting Date"; Date) { }
        field(36; Open; Boolean) { }
    }
}

tableextension 5000 "Ledger Extra" extends "Cust. Ledger Entry"
{
    fields
    {
        field(5000; "Extra Amount"; Decimal) { }
    }
}

page 22 "Customer List"
{
    SourceTable = Customer;
}

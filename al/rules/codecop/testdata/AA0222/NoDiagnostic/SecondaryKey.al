table 50222 "AA0222 Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
        field(3; "Customer No."; Code[20]) { }
    }

    keys
    {
        key(PK; "No.") { Clustered = true; }
        key(Customer; "Customer No.")
        {
            SumIndexFields = Amount;
        }
        key(Customer2; "Customer No.", "No.")
        {
            Unique = false;
            SumIndexFields = Amount;
        }
    }
}

tableextension 50222 "AA0222 Ext" extends "Cust. Ledger Entry"
{
    keys
    {
        // The first key of a table extension is not a primary key.
        key(AA0222Key; "Customer No.")
        {
            SumIndexFields = Amount;
        }
    }
}

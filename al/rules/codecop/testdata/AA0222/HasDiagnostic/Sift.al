table 50222 "AA0222 Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
        field(3; "Entry No."; Integer) { }
    }

    keys
    {
        key(PK; "No.")
        {
            Clustered = true;
            Unique = true;
            [=SumIndexFields = Amount;=]
        }
        key(Entry; "Entry No.")
        {
            Unique = true;
            [=SumIndexFields = Amount;=]
        }
    }
}

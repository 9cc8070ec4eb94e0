table 50261 "Sift Obsolete"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Amount; Decimal) { }
    }

    keys
    {
        key(PK; "Entry No.")
        {
            Clustered = true;
            // SumIndexFields = Amount; would sum single records
        }
        key(Old; Amount)
        {
            Unique = true;
            SumIndexFields = Amount;
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}

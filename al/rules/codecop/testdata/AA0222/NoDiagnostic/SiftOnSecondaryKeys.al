table 50260 "Sift Secondary"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Account No."; Code[20]) { }
        field(3; Amount; Decimal) { }
    }

    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
        key(Account; "Account No.") { SumIndexFields = Amount; }
        key(AccountUnique; "Account No.", "Entry No.") { Unique = false; SumIndexFields = Amount; }
    }
}

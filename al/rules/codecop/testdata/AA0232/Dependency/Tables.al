namespace Dep.Ledger;

table 50900 "Dep Ledger Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Account No."; Code[20]) { }
        field(3; Amount; Decimal) { }
        field(4; Quantity; Decimal) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
        key(ByAccount; "Account No.") { SumIndexFields = Amount; }
    }
}

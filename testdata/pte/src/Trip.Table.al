namespace Fabrikam.Fleet;

table 50309 "FAB Trip"
{ AllowInCustomizations = Never;
    fields
    {
        field(1; "Entry No."; Integer) { AutoIncrement = true; }
        field(2; "Vehicle No."; Code[20]) { TableRelation = "FAB Vehicle"; }
    }
    keys
    {
        key(PK; "Entry No.") { }
    }
}

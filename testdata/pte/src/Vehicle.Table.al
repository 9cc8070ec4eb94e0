namespace Fabrikam.Fleet;

table 50300 "FAB Vehicle"
{ AllowInCustomizations = Never;
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(100000; "Odometer"; Integer) { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}

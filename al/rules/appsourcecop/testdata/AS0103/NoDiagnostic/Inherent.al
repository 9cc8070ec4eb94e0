// A table that grants its own data needs no permission set entry.
table 50100 "FAB Cache"
{
    InherentPermissions = RIMD;
    InherentEntitlements = RIMD;

    fields { field(1; "No."; Code[20]) { } }
}

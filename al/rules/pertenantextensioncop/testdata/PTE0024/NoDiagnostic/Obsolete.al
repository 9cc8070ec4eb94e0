// Other obsolete states are the normal way to retire a table or field.
table 50100 "Old Setup"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced by New Setup';

    fields
    {
        field(1; "Primary Key"; Code[10]) { }
        field(2; "Gone"; Integer) { ObsoleteState = Removed; ObsoleteReason = 'Unused'; }
    }
}

codeunit 50101 "Mover"
{
    var
        PendingMove: Integer;
}

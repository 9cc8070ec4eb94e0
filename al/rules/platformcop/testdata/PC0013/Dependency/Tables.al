table 70000 "Dep Ledger Line"
{
    fields
    {
        field(1; "Journal Code"; Code[10]) { }
        field(2; "Line No."; Integer) { }
        field(3; Amount; Decimal) { }
    }
    keys
    {
        key(PK; "Journal Code", "Line No.") { }
    }
}

table 70001 "Dep Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
        field(2; "Default Code"; Code[20]) { }
    }
    keys
    {
        key(PK; "Primary Key") { }
    }
}

table 70002 "Dep Contact Mirror"
{
    TableType = CRM;
    ExternalName = 'contact';

    fields
    {
        field(1; ContactId; Guid) { ExternalName = 'contactid'; }
        field(2; FullName; Text[160]) { ExternalName = 'fullname'; }
    }
    keys
    {
        key(PK; ContactId) { }
    }
}

enum 70000 "Dep Doc Kind"
{
    value(0; Quote) { }
    value(1; Order) { }
}

table 70100 "Dep Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
        field(2; "Posting Days"; Integer) { }
    }

    keys
    {
        key(PK; "Primary Key") { }
    }
}

table 70101 "Dep Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }

    keys
    {
        key(PK; "No.") { }
    }
}

table 70102 "Dep Proxy"
{
    TableType = ExternalSQL;

    fields
    {
        field(1; Id; Integer) { }
    }

    keys
    {
        key(PK; Id) { }
    }
}

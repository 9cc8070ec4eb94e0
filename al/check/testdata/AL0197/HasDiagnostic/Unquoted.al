table 50100 Setup
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

table 50101 [="Setup"=]
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

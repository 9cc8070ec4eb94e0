table 50230 [="AC0008 Setup"=]
{
    Caption = 'Setup';

    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

table 50231 [="AC0008 Normal Type"=]
{
    TableType = Normal;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

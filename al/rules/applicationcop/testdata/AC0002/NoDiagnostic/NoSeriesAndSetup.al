table 50266 "AC0002 Document"
{
    fields
    {
        field(1; [|"No."|]; Code[20]) { }
        field(2; "No. Series"; Code[20]) { TableRelation = "No. Series"; }
    }
    keys { key(PK; "No.") { } }
}

table 50267 "AC0002 Setup"
{
    fields
    {
        field(1; [|"Primary Key"|]; Code[10]) { }
        field(2; "Some Setting"; Boolean) { }
    }
    keys { key(PK; "Primary Key") { } }
}

table 50268 "AC0002 Singleton"
{
    fields
    {
        field(1; [|PK|]; Code[10]) { }
    }
    keys { key(Key1; PK) { } }

    procedure GetRecordOnce()
    begin
    end;
}

table 50000 "Base Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; Kind; Enum "Base Kind") { }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

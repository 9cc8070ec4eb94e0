table 50282 "AC0003 Fix All A"
{
    fields
    {
        field(1; "No."; Code[20]) { NotBlank = false; }
        field(2; "No. Series"; Code[20]) { TableRelation = "No. Series"; }
    }
    keys { key(PK; "No.") { } }
}

table 50283 "AC0003 Fix All B"
{
    fields
    {
        field(1; "No."; Code[20]) { NotBlank = false; }
        field(2; "No. Series"; Code[20]) { TableRelation = "No. Series"; }
    }
    keys { key(PK; "No.") { } }
}

table 50279 "AC0003 Fix"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            Caption = 'No.';
            NotBlank = false; // assigned in OnInsert
        }
        field(2; "No. Series"; Code[20]) { TableRelation = "No. Series"; }
    }
    keys { key(PK; "No.") { } }
}

table 50270 "AC0002 Fix"
{
    fields
    {
        field(1; "Code"; Code[20])
        {
            Caption = 'Code';
            DataClassification = CustomerContent;
            NotBlank = true;
        }
    }
    keys { key(PK; "Code") { Clustered = true; } }
}

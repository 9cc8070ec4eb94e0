table 50271 "AC0002 Fix One Line"
{
    fields
    {
        field(1; "Code"; Code[20]) { NotBlank = true; }
    }
    keys { key(PK; "Code") { } }
}

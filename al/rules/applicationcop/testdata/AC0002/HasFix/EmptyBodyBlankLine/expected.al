table 50272 "AC0002 Empty Body"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            NotBlank = true;
        }
        field(2; Description; Text[100]) { }
    }

    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

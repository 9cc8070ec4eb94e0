table 50272 "AC0002 Empty Body"
{
    fields
    {
        field(1; [="No."=]; Code[20])
        {

        }
        field(2; Description; Text[100]) { }
    }

    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

table 50272 "AC0003 Document"
{
    fields
    {
        field(1; [="No."=]; Code[20])
        {
            NotBlank = true;
        }
        field(2; "No. Series"; Code[20])
        {
            TableRelation = "No. Series".Code;
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

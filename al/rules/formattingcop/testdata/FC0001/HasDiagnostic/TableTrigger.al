table 50155 "Header Semicolon Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            trigger OnValidate()[=;=]
            begin
                "No." := UpperCase("No.");
            end;
        }
    }
}

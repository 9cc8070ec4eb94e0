table 50127 "LC0019 Fix"
{
    DataClassification = CustomerContent;

    fields
    {
        field(1; "No."; Code[20])
        {
            Caption = 'No.';
            // keep this comment
            NotBlank = true;
        }
    }
}

table 50123 "LC0019 Plain"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            [|DataClassification = CustomerContent;|]
        }
    }
}

table 50119 "LC0019 Pragma"
{
    DataClassification = CustomerContent;

    fields
    {
        field(1; "No."; Code[20])
        {
#pragma warning disable LC0019
            [|DataClassification = CustomerContent;|]
#pragma warning restore LC0019
        }
    }
}

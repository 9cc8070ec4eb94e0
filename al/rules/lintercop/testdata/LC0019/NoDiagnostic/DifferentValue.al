table 50122 "LC0019 Contact"
{
    DataClassification = CustomerContent;

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "E-Mail"; Text[80])
        {
            [|DataClassification = EndUserIdentifiableInformation;|]
        }
    }
}

table 50120 "LC0019 Setup"
{
    DataClassification = CustomerContent;

    fields
    {
        field(1; "Code"; Code[20])
        {
            [=DataClassification = CustomerContent;=]
        }
        field(2; Name; Text[100])
        {
            Caption = 'Name';
            [=dataclassification = customercontent;=] // casing differs
        }
    }
}

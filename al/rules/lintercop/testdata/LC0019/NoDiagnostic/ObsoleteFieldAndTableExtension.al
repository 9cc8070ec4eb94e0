table 50124 "LC0019 Old"
{
    DataClassification = CustomerContent;

    fields
    {
        field(1; "No."; Code[20])
        {
            [|DataClassification = CustomerContent;|]
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';
        }
    }
}

tableextension 50125 "LC0019 Ext" extends "LC0019 Old"
{
    fields
    {
        field(50100; Extra; Code[10])
        {
            [|DataClassification = CustomerContent;|]
        }
    }
}

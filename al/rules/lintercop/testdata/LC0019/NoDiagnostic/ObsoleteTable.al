table 50126 "LC0019 Obsolete"
{
    DataClassification = CustomerContent;
    ObsoleteState = Moved;
    ObsoleteReason = 'Moved to another app.';

    fields
    {
        field(1; "No."; Code[20])
        {
            [|DataClassification = CustomerContent;|]
        }
    }
}

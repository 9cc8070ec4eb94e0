table 50190 "Header Obsolete Field"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used.';

            trigger OnValidate()[|;|]
            begin
            end;
        }
    }
}

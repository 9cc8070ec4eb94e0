table 50189 "Empty Statement Obsolete Field"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Not used.';

            trigger OnValidate()
            begin
                if "No." = '' then[|;|]
            end;
        }
    }

    [Obsolete('Not used.', '25.0')]
    procedure Empties()
    begin
        if "No." = '' then[|;|]
    end;
}

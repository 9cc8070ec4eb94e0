namespace Base.Sales;

table 27 Item
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Old Description"; Text[50])
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Use Description.';
            ObsoleteTag = '25.0';
        }
    }

    internal procedure InternalCheck(): Boolean
    begin
        exit(true);
    end;

    [Obsolete('Use NewCheck.', '25.0')]
    procedure OldCheck(): Boolean
    begin
        exit(true);
    end;
}

table 70000000 "ABC Rating"
{
    DataClassification = CustomerContent;
    ObsoleteState = Pending;
    ObsoleteReason = 'Use ABC Score.';
    ObsoleteTag = '2.0';

    fields
    {
        field(1; "No."; Code[20]) { ObsoleteState = No; }
        field(2; Score; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteTag = '1.5';
        }
    }

    [Obsolete('Use Recalc2.', '2.0')]
    procedure Recalc()
    begin
    end;
}

table 70000000 "ABC Rating"
{
    DataClassification = CustomerContent;
    ObsoleteState = Pending;
    ObsoleteReason = 'Use ABC Score.';

    fields
    {
        field(1; "No."; Code[20]) { ObsoleteState = No; }
    }

    [Obsolete('Use Recalc2.')]
    procedure Recalc()
    begin
    end;
}

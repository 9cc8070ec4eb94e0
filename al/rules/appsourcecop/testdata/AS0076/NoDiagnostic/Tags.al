table 70000000 "ABC Rating"
{
    DataClassification = CustomerContent;
    ObsoleteState = Pending;
    ObsoleteReason = 'Use ABC Score.';
    ObsoleteTag = '26.0';

    fields
    {
        field(1; "No."; Code[20]) { ObsoleteState = Removed; ObsoleteReason = 'x'; ObsoleteTag = '2.0.0.0'; }
    }

    [Obsolete('Use Recalc2.')]
    procedure Recalc()
    begin
    end;
}

table 70000000 "ABC Rating"
{
    DataClassification = CustomerContent;
    ObsoleteState = Pending;
    ObsoleteReason = 'Use ABC Score.';
    ObsoleteTag = [='v2'=];

    fields
    {
        field(1; "No."; Code[20]) { }
    }

    [Obsolete('Use Recalc2.', [='next release'=])]
    procedure Recalc()
    begin
    end;
}
